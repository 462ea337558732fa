/**
 * @jest-environment jsdom
 */
import { SANDBOX_GATEWAY_PATHS } from '../contracts';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';

type Options = Record<string, unknown> & { handler: jest.Mock; modal: { ondismiss: jest.Mock } };
type Instance = { open(): void; on(event: string, fn: (r: unknown) => void): void };
type Ctor = new (options: Options) => Instance;

/** Runs the script as a page would load it from the API at `http://localhost`. */
function loadScript(): Ctor {
  const script = document.createElement('script');
  script.src = `http://localhost${SANDBOX_GATEWAY_PATHS.script}`;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(SANDBOX_CHECKOUT_SCRIPT)();
  return (window as unknown as { Razorpay: Ctor }).Razorpay;
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-testid="sandbox-checkout-frame"]');
const options = (): Options => ({ key: 'rzp_test_x', amount: 100, currency: 'INR', name: 'Shop', order_id: 'order_ABCDEFGHIJKLMN', handler: jest.fn(), modal: { ondismiss: jest.fn() } });
function fromFrame(data: unknown, origin = 'http://localhost', source: MessageEventSource | null = frame()?.contentWindow ?? null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the sandbox checkout script', () => {
  afterEach(() => frame()?.remove());

  it('opens the sandbox page in a frame for the order, telling it our origin', () => {
    const Razorpay = loadScript();
    new Razorpay(options()).open();
    const src = new URL(frame()?.src ?? '');
    expect(src.pathname).toBe(SANDBOX_GATEWAY_PATHS.page);
    expect(Object.fromEntries(src.searchParams)).toEqual({ order_id: 'order_ABCDEFGHIJKLMN', key: 'rzp_test_x', origin: window.location.origin });
  });

  it("hands the payment to options.handler on Approve and closes", () => {
    const Razorpay = loadScript();
    const opts = options();
    new Razorpay(opts).open();
    const response = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_ABCDEFGHIJKLMN', razorpay_signature: 'ab' };
    fromFrame({ source: 'razorpay-sandbox', type: 'success', response });
    expect(opts.handler).toHaveBeenCalledWith(response);
    expect(frame()).toBeNull();
  });

  it('calls the payment.failed listeners and modal.ondismiss on Decline', () => {
    const Razorpay = loadScript();
    const opts = options();
    const failed = jest.fn();
    const checkout = new Razorpay(opts);
    checkout.on('payment.failed', failed);
    checkout.open();
    fromFrame({ source: 'razorpay-sandbox', type: 'failed', error: { code: 'BAD_REQUEST_ERROR' } });
    expect(failed).toHaveBeenCalledWith({ error: { code: 'BAD_REQUEST_ERROR' } });
    expect(opts.modal.ondismiss).toHaveBeenCalled();
    expect(opts.handler).not.toHaveBeenCalled();
  });

  it('ignores messages from another origin or another window', () => {
    const Razorpay = loadScript();
    const opts = options();
    new Razorpay(opts).open();
    const success = { source: 'razorpay-sandbox', type: 'success', response: {} };
    fromFrame(success, 'http://evil.example');
    fromFrame(success, 'http://localhost', window);
    expect(opts.handler).not.toHaveBeenCalled();
    expect(frame()).not.toBeNull();
  });
});
