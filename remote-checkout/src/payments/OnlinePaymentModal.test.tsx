import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared';
import { PAYMENT_MESSAGES, PAYMENT_PATHS, PAYMENT_REFUSALS } from 'shared/constants';
import type { CheckoutOptions } from './load-checkout-script';
import { anInitAnswer, bodiesSentTo, GATEWAY_ID, ORDER_ID, renderPanel } from './payments-test-kit';

type Checkout = { options: CheckoutOptions; failed: ((r: { error?: { description?: string } }) => void)[] };

/** A stand-in for the gateway's checkout script: it puts window.Razorpay when the script "loads". */
function fakeGatewayScript({ loads = true } = {}) {
  const opened: Checkout[] = [];
  class FakeRazorpay {
    readonly entry: Checkout;
    constructor(options: CheckoutOptions) {
      this.entry = { options, failed: [] };
    }
    on(_event: string, listener: Checkout['failed'][number]) {
      this.entry.failed.push(listener);
    }
    open() {
      opened.push(this.entry);
    }
  }
  const appended = jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    queueMicrotask(() => {
      if (loads) {
        (window as unknown as { Razorpay?: unknown }).Razorpay = FakeRazorpay;
        script.onload?.(new Event('load'));
      } else {
        script.onerror?.(new Event('error'));
      }
    });
    return node;
  });
  return { opened, appended, restore: () => appended.mockRestore() };
}

const initOk = () => anInitAnswer();

describe('OnlinePaymentModal', () => {
  afterEach(() => {
    delete (window as unknown as { Razorpay?: unknown }).Razorpay;
    jest.restoreAllMocks();
  });

  it('starts on open: init with the order, the gateway script, then its checkout with the server amount', async () => {
    const gateway = fakeGatewayScript();
    const { api } = renderPanel({ kind: 'online' }, { [PAYMENT_PATHS.initOnline]: initOk });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'processing');
    expect(bodiesSentTo(api, PAYMENT_PATHS.initOnline)).toEqual([{ gatewayId: GATEWAY_ID, orderId: ORDER_ID, customerId: 'c0ffee00c0ffee00c0ffee00', subdomain: 'demo' }]);
    expect((gateway.appended.mock.calls[0]?.[0] as HTMLScriptElement).src).toContain('/business_website/payments/sandbox/checkout.js');
    expect(gateway.opened[0]?.options).toMatchObject({ key: 'rzp_test_kaveridemo', amount: 40000, currency: 'INR', order_id: 'order_ABCDEFGHIJKLMN' });
  });

  it('verifies the success on the server (redirecting), then calls onPaymentChanged and closes', async () => {
    const gateway = fakeGatewayScript();
    const init = initOk();
    const { api, onPaymentChanged, onClose } = renderPanel({ kind: 'online' }, {
      [PAYMENT_PATHS.initOnline]: () => init,
      [PAYMENT_PATHS.verifyOnline]: () => new Promise((resolve) => setTimeout(() => resolve({ message: 'Payment verified successfully' }), 20)),
    });
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
    const success = { razorpay_payment_id: 'pay_1', razorpay_order_id: init.data.order_id, razorpay_signature: 'ab'.repeat(32) };
    act(() => gateway.opened[0]?.options.handler(success));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'redirecting'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onPaymentChanged).toHaveBeenCalled();
    expect(bodiesSentTo(api, PAYMENT_PATHS.verifyOnline)).toEqual([{ ...success, paymentAttemptId: init.data.paymentAttemptId }]);
  });

  it(`shows '${PAYMENT_MESSAGES.initFailed}' with the server's message, and Try Again starts over`, async () => {
    const gateway = fakeGatewayScript();
    let calls = 0;
    const user = userEvent.setup();
    renderPanel({ kind: 'online' }, {
      [PAYMENT_PATHS.initOnline]: () => {
        calls += 1;
        if (calls === 1) throw new Error('This order has nothing left to pay');
        return initOk();
      },
    });
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.failedTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
    expect(screen.getByText('This order has nothing left to pay')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.tryAgain }));
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
  });

  it('sets failed when the gateway script does not load', async () => {
    fakeGatewayScript({ loads: false });
    renderPanel({ kind: 'online' }, { [PAYMENT_PATHS.initOnline]: initOk });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.initFailed);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'failed');
  });

  it(`shows '${PAYMENT_MESSAGES.failedTitle}' on a declined payment, and Cancel closes`, async () => {
    const gateway = fakeGatewayScript();
    const user = userEvent.setup();
    const { onClose, onPaymentChanged } = renderPanel({ kind: 'online' }, { [PAYMENT_PATHS.initOnline]: initOk });
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
    act(() => gateway.opened[0]?.failed.forEach((listener) => listener({ error: { description: 'Payment declined in the sandbox' } })));
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.failedTitle })).toBeInTheDocument();
    expect(screen.getByText('Payment declined in the sandbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.cancel }));
    expect(onClose).toHaveBeenCalled();
    expect(onPaymentChanged).not.toHaveBeenCalled();
  });

  it(`shows '${PAYMENT_MESSAGES.verifyFailed}' when the server refuses the payment`, async () => {
    const gateway = fakeGatewayScript();
    const { onPaymentChanged } = renderPanel({ kind: 'online' }, {
      [PAYMENT_PATHS.initOnline]: initOk,
      [PAYMENT_PATHS.verifyOnline]: () => {
        throw new Error('The payment signature is not valid for this payment');
      },
    });
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
    act(() => gateway.opened[0]?.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'forged' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.verifyFailed);
    expect(onPaymentChanged).not.toHaveBeenCalled();
  });

  it("says why a payment the gateway took paid nothing, and that it will be refunded, when the server answers 409", async () => {
    const gateway = fakeGatewayScript();
    renderPanel({ kind: 'online' }, {
      [PAYMENT_PATHS.initOnline]: initOk,
      [PAYMENT_PATHS.verifyOnline]: () => {
        throw new ApiError(409, 'CONFLICT', PAYMENT_REFUSALS.notPayable('Cancelled'));
      },
    });
    await waitFor(() => expect(gateway.opened).toHaveLength(1));
    act(() => gateway.opened[0]?.options.handler({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'signed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.verifyFailed);
    expect(screen.getByText(PAYMENT_REFUSALS.notPayable('Cancelled'))).toBeInTheDocument();
  });
});
