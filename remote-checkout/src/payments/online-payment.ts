import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type InitOnlinePaymentData, type RootStore } from 'shared';
import { errorText } from '../i18n/shared-texts';
import type { CheckoutMessage } from '../i18n/use-t';
import { loadCheckoutScript, SCRIPT_FAILED } from './load-checkout-script';
import { paymentCalls, sayerOf } from './payment-calls';

/** initial: asking the server; processing: the gateway's checkout is open; redirecting: verifying the payment. */
export type OnlinePaymentState =
  | { name: 'idle' }
  | { name: 'initial' }
  | { name: 'processing' }
  | { name: 'redirecting' }
  | { name: 'paid' }
  | { name: 'failed'; message: string; detail: string | null };

/**
 * The online flow of one order (init on the server → the gateway's script and checkout → verify on the
 * server), as a state the modal draws. Every start is a run of its own: an answer of an earlier run
 * (a Try Again, a closed modal) changes nothing.
 */
export class OnlinePayment {
  state: OnlinePaymentState = { name: 'idle' };

  readonly #root: RootStore;
  readonly #onPaid: () => void;
  #run = 0;

  constructor(root: RootStore, onPaid: () => void) {
    this.#root = root;
    this.#onPaid = onPaid;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Starts (or starts over) paying `orderId` through the online integration `gatewayId`. */
  async start(gatewayId: string, orderId: string): Promise<void> {
    const run = ++this.#run;
    this.state = { name: 'initial' };
    const calls = paymentCalls(this.#root);
    let init: InitOnlinePaymentData;
    try {
      init = await calls.initOnline(gatewayId, orderId);
    } catch (error) {
      this.#fail(run, 'pay.online.initFailed', this.#detail(error));
      return;
    }
    if (!this.#live(run)) return;
    runInAction(() => (this.state = { name: 'processing' }));
    try {
      this.#openCheckout(run, init, await loadCheckoutScript(init.checkoutScriptUrl));
    } catch (error) {
      this.#fail(run, 'pay.online.initFailed', this.#detail(error));
    }
  }

  /** Forgets the flow: answers still on their way change nothing. */
  stop(): void {
    this.#run += 1;
    this.state = { name: 'idle' };
  }

  #openCheckout(run: number, init: InitOnlinePaymentData, Checkout: Awaited<ReturnType<typeof loadCheckoutScript>>): void {
    if (!this.#live(run)) return;
    const customer = this.#root.session.customer;
    const checkout = new Checkout({
      key: init.keyId,
      amount: init.amount,
      currency: init.currency,
      name: init.businessName,
      order_id: init.order_id,
      prefill: { name: customer?.name ?? '', contact: customer ? `${customer.countryCode}${customer.phoneNumber}` : '' },
      handler: (response) => void this.#verify(run, response, init.paymentAttemptId),
      modal: { ondismiss: () => this.state.name === 'processing' && this.#fail(run, 'pay.online.dismissed', null) },
    });
    checkout.on('payment.failed', (response) => this.#fail(run, 'pay.online.failedTitle', response.error?.description ?? null));
    checkout.open();
  }

  async #verify(run: number, response: Parameters<ReturnType<typeof paymentCalls>['verifyOnline']>[0], attemptId: string): Promise<void> {
    if (!this.#live(run)) return;
    runInAction(() => (this.state = { name: 'redirecting' }));
    try {
      await paymentCalls(this.#root).verifyOnline(response, attemptId);
    } catch (error) {
      // A 409 says what became of a payment the gateway took (already paid, order cancelled) and that it comes back.
      this.#fail(run, 'pay.online.verifyFailed', isApiError(error) && error.status === 409 ? error.message : null);
      return;
    }
    if (!this.#live(run)) return;
    runInAction(() => (this.state = { name: 'paid' }));
    this.#onPaid();
  }

  #live(run: number): boolean {
    return run === this.#run;
  }

  /** The server's or the exception's words, as they came (the client's "no connection" in the page's language). */
  #detail(error: unknown): string | null {
    const t = sayerOf(this.#root);
    return error instanceof Error && error.message === SCRIPT_FAILED ? t('pay.online.scriptFailed') : errorText(t, error);
  }

  /** Fails with the modal's own `message` in the page's language, and the `detail` as it came. */
  #fail(run: number, message: CheckoutMessage, detail: string | null): void {
    if (!this.#live(run)) return;
    const text = sayerOf(this.#root)(message);
    runInAction(() => (this.state = { name: 'failed', message: text, detail }));
  }
}
