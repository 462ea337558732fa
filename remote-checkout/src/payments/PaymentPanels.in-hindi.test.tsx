import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { COD_PATHS, PAYMENT_PATHS } from 'shared/constants';
import { inHindi } from '../i18n/hindi-test-kit';
import { aManualIntegration, GATEWAY_ID, ORDER_ID, renderPanel } from './payments-test-kit';

/** The business takes UPI and offers cash on delivery up to ₹2,000. */
const routes = {
  [PAYMENT_PATHS.methods]: () => ({
    message: 'success',
    data: [{ _id: GATEWAY_ID, type: 'manual', name: 'Pay by UPI / QR', selected: true }],
    cashOnDelivery: { enabled: true, limit: 2000 },
  }),
  [PAYMENT_PATHS.integration]: () => aManualIntegration(),
  [COD_PATHS.sendCode]: () => ({ message: 'success', sentTo: '+91 ******3210', resendAfterSeconds: 30 }),
  [COD_PATHS.confirm]: () => ({ message: 'success', data: { orderId: ORDER_ID, cashOnDelivery: true, amount: 734 } }),
};

describe('paying in Hindi', () => {
  inHindi();

  it('offers the ways to pay in Hindi, the business naming its own', async () => {
    renderPanel({ kind: 'manual', amount: 734 }, routes);
    const chooser = await screen.findByRole('dialog', { name: 'आप कैसे भुगतान करना चाहेंगे?' });
    expect(chooser).toHaveTextContent('ऑर्डर KHH-1001 के लिए ₹734');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('Pay by UPI / QR'),
      expect.stringContaining('कैश ऑन डिलीवरी'),
      'रद्द करें',
    ]);
  });

  it('confirms cash on delivery in Hindi: the amount, the code sent, the code field and the snackbar', async () => {
    const user = userEvent.setup();
    const { store, onPaymentChanged } = renderPanel({ kind: 'manual', amount: 734 }, routes);
    await screen.findByRole('dialog', { name: 'आप कैसे भुगतान करना चाहेंगे?' });
    await user.click(screen.getByRole('button', { name: /^कैश ऑन डिलीवरी/ }));
    expect(await screen.findByRole('dialog', { name: 'कैश ऑन डिलीवरी' })).toBeInTheDocument();
    expect(screen.getByLabelText('देय रकम')).toHaveTextContent('कैश ऑन डिलीवरी — डिलीवरी पर ₹734 दें · ऑर्डर KHH-1001');
    expect(await screen.findByText('हमने +91 ******3210 पर कोड भेजा है। कैश ऑन डिलीवरी पक्का करने के लिए उसे लिखें।')).toBeInTheDocument();
    const code = screen.getByLabelText('SMS में आया कोड');
    expect(code).toHaveAttribute('placeholder', '6 अंक');
    expect(screen.getByRole('button', { name: 'नया कोड भेजें' })).toBeEnabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'कैश ऑन डिलीवरी पक्का करें' }));
    await waitFor(() => expect(onPaymentChanged).toHaveBeenCalled());
    expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: 'कैश ऑन डिलीवरी पक्का हो गया', severity: 'success' })]);
  });

  it("shows the server's refusal of a wrong code as it sent it", async () => {
    const user = userEvent.setup();
    renderPanel({ kind: 'manual', amount: 734 }, {
      ...routes,
      [COD_PATHS.confirm]: () => {
        throw new ApiError(400, 'VALIDATION_ERROR', 'The code is not right. Please check the SMS and try again.');
      },
    });
    await user.click(await screen.findByRole('button', { name: /^कैश ऑन डिलीवरी/ }));
    await user.type(await screen.findByLabelText('SMS में आया कोड'), '000000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'कैश ऑन डिलीवरी पक्का करें' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'कैश ऑन डिलीवरी पक्का करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not right. Please check the SMS and try again.');
  });

  it('shows the UPI sheet in Hindi, the payee in bold inside the sentence', async () => {
    const user = userEvent.setup();
    renderPanel({ kind: 'manual', amount: 734 }, { [PAYMENT_PATHS.integration]: () => aManualIntegration() });
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    const due = screen.getByLabelText('देय रकम');
    expect(due).toHaveTextContent('ऑर्डर KHH-1001 के लिए Kaveri Handlooms को');
    expect(due.querySelector('strong')).toHaveTextContent(/^Kaveri Handlooms$/);
    expect(screen.getByRole('button', { name: 'कॉपी करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('UPI ट्रांज़ैक्शन रेफ़रेंस (UTR), ज़रूरी नहीं')).toHaveAttribute('placeholder', '12 अंक');
    expect(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया है' })).toBeEnabled();
  });
});
