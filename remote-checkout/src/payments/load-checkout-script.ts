/** What the gateway's checkout script puts on `window` (Razorpay's checkout.js, or the sandbox's copy). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) => void;
  modal?: { ondismiss?: () => void };
  prefill?: { name?: string; contact?: string };
}
export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

type CheckoutWindow = Window & { Razorpay?: CheckoutConstructor };

const loading = new Map<string, Promise<CheckoutConstructor>>();

/** The failure of a script that did not load (the modal says it in the page's language). */
export const SCRIPT_FAILED = 'The payment gateway script did not load';

/**
 * Loads the checkout script (one request at a time per URL) and answers `window.Razorpay`, at once when
 * it is already there. A failed load is forgotten, so Try Again loads it afresh.
 */
export function loadCheckoutScript(url: string, doc: Document = document): Promise<CheckoutConstructor> {
  const win = doc.defaultView as CheckoutWindow | null;
  if (win?.Razorpay) return Promise.resolve(win.Razorpay);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const ctor = (doc.defaultView as CheckoutWindow | null)?.Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error(SCRIPT_FAILED));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(SCRIPT_FAILED));
    };
    doc.head.appendChild(script);
  });
  loading.set(url, promise);
  // Once settled, window.Razorpay answers next time; a failed load is tried afresh.
  const forget = () => loading.delete(url);
  promise.then(forget, forget);
  return promise;
}
