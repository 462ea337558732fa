import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type ManualPayment } from 'shared';
import type { InboxApi } from './inbox-api';
import type { LoadStatus } from './inbox-store';
import { isSessionEnd, paneListLoader } from './pane-list';

/**
 * Nothing on the socket says a customer reported a reference, so the list is fetched again this often
 * while the inbox is open (and at once when the window regains focus, and on any order change).
 */
export const AWAITING_PAYMENTS_REFRESH_MS = 20_000;

export const AWAITING_PAYMENTS_MESSAGES = {
  loadFailed: 'Could not load the payments awaiting confirmation.',
  decideFailed: 'The payment could not be updated. Please try again.',
  confirmed: (orderNumber: string) => `Payment of order ${orderNumber} confirmed.`,
  rejected: (orderNumber: string) => `Payment of order ${orderNumber} not confirmed; the customer has been told why.`,
} as const;

export interface AwaitingPaymentsOptions {
  api: Pick<InboxApi, 'awaitingPayments' | 'decidePayment'>;
  notify: (message: string, severity: 'error' | 'info') => void;
  /** Where focus and visibility are heard; tests pass their own. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** The server's own words when it gave some (a 409 "already Paid"), else ours. */
const messageOf = (error: unknown) => (isApiError(error) && error.status > 0 ? error.message : AWAITING_PAYMENTS_MESSAGES.decideFailed);

/**
 * The manual payments customers reported (with the UPI reference they gave) that wait for the owner:
 * Confirm marks the milestone Paid, Reject refuses it with a reason the customer reads in the chat.
 */
export class AwaitingPaymentsStore {
  items: ManualPayment[] = [];
  status: LoadStatus = 'idle';
  /** Payments whose decision is on its way (their buttons wait). */
  deciding = new Set<string>();
  /** The last failure of a payment's decision, shown beside it. */
  errors = new Map<string, string>();

  readonly #api: AwaitingPaymentsOptions['api'];
  readonly #notify: AwaitingPaymentsOptions['notify'];
  readonly #window: AwaitingPaymentsOptions['window'];
  #timer: ReturnType<typeof setInterval> | null = null;
  readonly #load = paneListLoader(this, () => this.#api.awaitingPayments(), () => this.#notify(AWAITING_PAYMENTS_MESSAGES.loadFailed, 'error'));

  constructor(options: AwaitingPaymentsOptions) {
    this.#api = options.api;
    this.#notify = options.notify;
    this.#window = options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get count(): number {
    return this.items.length;
  }

  start(): void {
    if (this.#timer) return;
    void this.load();
    this.#timer = setInterval(() => void this.load(), AWAITING_PAYMENTS_REFRESH_MS);
    this.#window?.addEventListener('focus', this.refreshOnFocus);
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#window?.removeEventListener('focus', this.refreshOnFocus);
  }

  refreshOnFocus(): void {
    void this.load();
  }

  load(): Promise<void> {
    return this.#load();
  }

  confirm(payment: ManualPayment): Promise<boolean> {
    return this.#decide(payment, { action: 'confirm' });
  }

  /** Answers false (and sends nothing) without a reason. */
  reject(payment: ManualPayment, reason: string): Promise<boolean> {
    const trimmed = reason.trim();
    if (trimmed === '') return Promise.resolve(false);
    return this.#decide(payment, { action: 'reject', reason: trimmed });
  }

  async #decide(payment: ManualPayment, decision: { action: 'confirm' } | { action: 'reject'; reason: string }): Promise<boolean> {
    if (this.deciding.has(payment._id)) return false;
    this.deciding.add(payment._id);
    this.errors.delete(payment._id);
    try {
      await this.#api.decidePayment({ orderId: payment.orderId, milestoneId: payment.milestoneId, ...decision });
      runInAction(() => {
        this.items = this.items.filter((p) => p._id !== payment._id);
      });
      const said = decision.action === 'confirm' ? AWAITING_PAYMENTS_MESSAGES.confirmed : AWAITING_PAYMENTS_MESSAGES.rejected;
      this.#notify(said(payment.orderNumber), 'info');
      return true;
    } catch (error) {
      if (!isSessionEnd(error)) {
        const message = messageOf(error);
        runInAction(() => this.errors.set(payment._id, message));
        this.#notify(message, 'error');
      }
      // Someone else may have decided meanwhile (another tab): the list says what is left.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) void this.load();
      return false;
    } finally {
      runInAction(() => this.deciding.delete(payment._id));
    }
  }
}
