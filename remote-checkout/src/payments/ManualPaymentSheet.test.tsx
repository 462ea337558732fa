import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { PAYMENT_MESSAGES, PAYMENT_PATHS } from 'shared/constants';
import { COPIED_INDICATOR_MS } from 'shared/rules';
import { UPI_APP_LABEL } from './ManualMethods';
import { UTR_HINT, UTR_INVALID } from './ManualPaymentSheet';
import { aManualIntegration, bodiesSentTo, GATEWAY_ID, ORDER_ID, renderPanel } from './payments-test-kit';

const integration = (answer = aManualIntegration()) => ({ [PAYMENT_PATHS.integration]: () => answer });
const reported = (body: Record<string, unknown>) => ({
  message: 'success',
  data: { _id: GATEWAY_ID, orderId: ORDER_ID, orderNumber: 'KHH-1', title: 't', milestoneId: GATEWAY_ID, milestoneLabel: 'Full', amount: 10, customerId: GATEWAY_ID, customerName: null, phoneNumber: '+91 1', utr: body.utr ?? null, status: 'awaiting', submittedAt: '2025-01-01T00:00:00.000Z' },
});
const madePayment = () => screen.getByRole('button', { name: PAYMENT_MESSAGES.madePayment });

describe('ManualPaymentSheet', () => {
  it("asks for the integration, lists the methods and keeps I've Made Payment disabled until one is chosen", async () => {
    const user = userEvent.setup();
    const { api } = renderPanel({ kind: 'manual' }, integration());
    expect(await screen.findByRole('radio', { name: /Scan QR code/ })).toBeInTheDocument();
    expect(bodiesSentTo(api, PAYMENT_PATHS.integration)).toEqual([{ gatewayId: GATEWAY_ID, customerId: 'c0ffee00c0ffee00c0ffee00', subdomain: 'demo' }]);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([expect.stringContaining('Scan QR code'), expect.stringContaining('UPI ID'), expect.stringContaining('Phone number')]);
    expect(madePayment()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Phone number/ }));
    expect(screen.getByRole('radio', { name: /Phone number/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('+919845012345')).toBeInTheDocument();
    expect(madePayment()).toBeEnabled();
  });

  it('draws the QR code in the browser from the UPI link with payee, amount and INR', async () => {
    const user = userEvent.setup();
    const toDataURL = jest.spyOn(QRCode, 'toDataURL');
    renderPanel({ kind: 'manual', amount: 1250.5 }, integration());
    await user.click(await screen.findByRole('radio', { name: /Scan QR code/ }));
    const image = await screen.findByRole('img', { name: /UPI QR code/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(toDataURL).toHaveBeenCalledWith('upi://pay?pa=kaverihandlooms%40okaxis&pn=Kaveri+Handlooms&am=1250.50&cu=INR', expect.anything());
    toDataURL.mockRestore();
  });

  it('shows the amount due and whom it pays', async () => {
    renderPanel({ kind: 'manual', amount: 734 }, integration());
    const due = await screen.findByLabelText('Amount due');
    expect(due).toHaveTextContent('₹734');
    expect(due).toHaveTextContent('to Kaveri Handlooms for order KHH-1001');
  });

  it('on a phone, offers a UPI app first (choosing UPI), before the other methods', async () => {
    const user = userEvent.setup();
    renderPanel({ kind: 'manual', amount: 500 }, integration(), { isMobile: true });
    const app = await screen.findByRole('link', { name: UPI_APP_LABEL });
    expect(app).toHaveAttribute('href', 'upi://pay?pa=kaverihandlooms%40okaxis&pn=Kaveri+Handlooms&am=500.00&cu=INR');
    expect(app.compareDocumentPosition(screen.getByRole('radiogroup')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(madePayment()).toBeDisabled();
    app.addEventListener('click', (event) => event.preventDefault());
    await user.click(app);
    expect(screen.getByRole('radio', { name: /UPI ID/ })).toHaveAttribute('aria-checked', 'true');
    expect(madePayment()).toBeEnabled();
  });

  it('offers no UPI app link on a wide screen, where the QR code is for a phone', async () => {
    const user = userEvent.setup();
    renderPanel({ kind: 'manual', amount: 500 }, integration());
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    expect(screen.queryByRole('link', { name: UPI_APP_LABEL })).toBeNull();
  });

  it(`shows Copied for ${COPIED_INDICATOR_MS} ms after copying the UPI ID`, async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel({ kind: 'manual' }, integration());
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    // The indicator's timer starts once the clipboard has the text; fake timers take over from there.
    jest.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
        await Promise.resolve();
      });
      expect(writeText).toHaveBeenCalledWith('kaverihandlooms@okaxis');
      expect(screen.getByRole('button', { name: PAYMENT_MESSAGES.copied })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
      expect(screen.getByRole('button', { name: PAYMENT_MESSAGES.copied })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it(`shows '${PAYMENT_MESSAGES.copyFailed}' when the clipboard refuses`, async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    const { store } = renderPanel({ kind: 'manual' }, integration());
    await user.click(await screen.findByRole('radio', { name: /Phone number/ }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.copyFailed, severity: 'error' })]));
  });

  it(`says '${PAYMENT_MESSAGES.upiUnavailable}' without a UPI ID`, async () => {
    const user = userEvent.setup();
    const answer = aManualIntegration();
    if (answer.data.config.details) answer.data.config.details.upiId = null;
    renderPanel({ kind: 'manual' }, integration(answer));
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    expect(screen.getByText(PAYMENT_MESSAGES.upiUnavailable)).toBeInTheDocument();
  });

  it(`says '${PAYMENT_MESSAGES.noMethods}' without options`, async () => {
    renderPanel({ kind: 'manual' }, integration(aManualIntegration({ options: [] })));
    expect(await screen.findByText(PAYMENT_MESSAGES.noMethods)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAYMENT_MESSAGES.madePayment })).toBeNull();
  });

  it(`says '${PAYMENT_MESSAGES.notConfigured}' and closes when the integration cannot be had`, async () => {
    const { store, onClose } = renderPanel({ kind: 'manual' }, {
      [PAYMENT_PATHS.integration]: () => {
        throw new Error('offline');
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.notConfigured, severity: 'error' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("after I've Made Payment sends the UTR, shows the one info snackbar asking for the screenshot, and closes", async () => {
    const user = userEvent.setup();
    const routes = {
      ...integration(),
      [PAYMENT_PATHS.manualReference]: reported,
    };
    const { api, store, onClose, onPaymentChanged } = renderPanel({ kind: 'manual' }, routes);
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    await user.type(screen.getByRole('textbox', { name: /UTR/ }), '412345678901');
    await user.click(madePayment());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPaymentChanged).toHaveBeenCalled();
    expect(bodiesSentTo(api, PAYMENT_PATHS.manualReference)).toEqual([{ orderId: ORDER_ID, utr: '412345678901' }]);
    expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.shareScreenshot, severity: 'info' })]);
  });

  it('holds I\'ve Made Payment while the UTR is incomplete, says why, and keeps only digits', async () => {
    const user = userEvent.setup();
    renderPanel({ kind: 'manual' }, integration());
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    const field = screen.getByRole('textbox', { name: /UPI transaction reference \(UTR\)/ });
    expect(field).toHaveAccessibleDescription(UTR_HINT);
    await user.type(field, '41-23 ab');
    expect(field).toHaveValue('4123');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(UTR_INVALID);
    expect(madePayment()).toBeDisabled();
    await user.type(field, '456789012345');
    expect(field).toHaveValue('412345678901');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(madePayment()).toBeEnabled();
  });

  it("without a UTR, I've Made Payment still reports the payment (the screenshot follows in the chat)", async () => {
    const user = userEvent.setup();
    const { api, store, onClose } = renderPanel({ kind: 'manual' }, { ...integration(), [PAYMENT_PATHS.manualReference]: reported });
    await user.click(await screen.findByRole('radio', { name: /Phone number/ }));
    await user.click(madePayment());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesSentTo(api, PAYMENT_PATHS.manualReference)).toEqual([{ orderId: ORDER_ID }]);
    expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: PAYMENT_MESSAGES.shareScreenshot, severity: 'info' })]);
  });

  it('keeps the sheet open with the server\'s reason when the UTR is refused', async () => {
    const user = userEvent.setup();
    const { store, onClose } = renderPanel({ kind: 'manual' }, {
      ...integration(),
      [PAYMENT_PATHS.manualReference]: () => {
        throw new Error('This order has nothing left to pay');
      },
    });
    await user.click(await screen.findByRole('radio', { name: /UPI ID/ }));
    await user.type(screen.getByRole('textbox', { name: /UTR/ }), '412345678901');
    await user.click(madePayment());
    await waitFor(() => expect(store.ui.snackbars).toEqual([expect.objectContaining({ message: 'This order has nothing left to pay', severity: 'error' })]));
    expect(onClose).not.toHaveBeenCalled();
    expect(madePayment()).toBeEnabled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel({ kind: 'manual' }, integration());
    await screen.findByRole('radio', { name: /UPI ID/ });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
