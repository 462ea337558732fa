import { screen, within } from '@testing-library/react';
import { sharedMessages } from 'shared/i18n';
import { renderWithStore } from 'shared/testing';
import { chatMessages, WidgetLocaleProvider } from '../i18n/use-t';
import { OrderPaymentsContextProvider } from '../payments/order-payments-context';
import { aMilestone, anOrder, aStage } from './history-test-kit';
import { OrderCard } from './OrderCard';

const payments = { payment: { isEnabled: true, selectedGatewayId: 'gateway-1' }, pay: jest.fn(), payingOrderId: null };

describe('a History order card in the Hindi widget', () => {
  beforeAll(() => Promise.all([chatMessages.load('hi'), sharedMessages.load('hi')]));

  it('says its status, number, date, figures and actions in Hindi; the order title and items as they are', () => {
    const order = anOrder({
      invoice: { number: 'KHH/2026-27/0042', issuedAt: '2026-11-20T12:00:00.000Z' },
      items: ['Silk Saree', 'Dupatta', 'Blouse'].map((description, index) => ({ itemId: `item-${index}`, description, quantity: 1, quantityUnit: 'pcs', amount: 100 })),
      paymentMilestones: [aMilestone('Paid', 1000), aMilestone('Pending', 1360)],
      pipelineStages: [aStage('Completed', 'Confirmed'), aStage('Pending', 'Packed')],
    });
    renderWithStore(
      <WidgetLocaleProvider value="hi">
        <OrderPaymentsContextProvider value={payments}>
          <OrderCard order={order} onCancel={jest.fn()} />
        </OrderPaymentsContextProvider>
      </WidgetLocaleProvider>,
    );
    const card = screen.getByRole('article', { name: 'Silk Saree order' });
    expect(within(card).getByText('चालू')).toBeInTheDocument();
    expect(within(card).getByText('भुगतान बाकी')).toBeInTheDocument();
    expect(within(card).getByText('ऑर्डर ORD-1001')).toBeInTheDocument();
    expect(within(card).getByText('5 मार्च 2025')).toBeInTheDocument();
    expect(within(card).getByText('Silk Saree × 1, Dupatta × 1 +1 और')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'ऑर्डर की प्रगति' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(card).getByText('चुकाना है')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'ऑर्डर ORD-1001 के लिए ₹1,360 चुकाएँ' })).toHaveTextContent('₹1,360 चुकाएँ');
    expect(within(card).getByRole('button', { name: 'ऑर्डर ORD-1001 का इनवॉइस KHH/2026-27/0042 डाउनलोड करें' })).toHaveTextContent('इनवॉइस डाउनलोड करें');
    expect(within(card).getByRole('button', { name: 'ऑर्डर ORD-1001 रद्द करें' })).toHaveTextContent('ऑर्डर रद्द करें');
  });
});
