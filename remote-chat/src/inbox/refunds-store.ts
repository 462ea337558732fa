import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type PaymentRefund } from 'shared';
import type { InboxApi } from './inbox-api';
import type { LoadStatus } from './inbox-store';
import { isSessionEnd, paneListLoader } from './pane-list';

export const REFUNDS_MESSAGES = {
  loadFailed: 'Could not load the payments to refund.',
  refundFailed: 'The refund could not be sent. Please try again.',
  refunded: (orderNumber: string) => `Payment of order ${orderNumber} refunded.`,
  gatewayRefused: (orderNumber: string, reason: string) => `The refund of order ${orderNumber} failed: ${reason}`,
} as const;

export interface RefundsOptions {
  api: Pick<InboxApi, 'refunds' | 'refundPayment'>;
  notify: (message: string, severity: 'error' | 'info') => void;
}

/** Whether the owner may press Refund: never refunded yet, or the last try failed. */
export const canRefund = (refund: PaymentRefund) => refund.status === 'to_refund' || refund.status === 'failed';

/**
 * Payments the gateway captured that paid nothing (paid twice, or after the order could no longer be
 * paid): the owner refunds each once. The list keeps refunded ones, so the owner sees what was returned.
 */
export class RefundsStore {
  items: PaymentRefund[] = [];
  status: LoadStatus = 'idle';
  /** Refunds on their way to the gateway (their buttons wait). */
  refunding = new Set<string>();
  /** The last failure of a press that never reached a decision (network, a press already under way). */
  errors = new Map<string, string>();

  readonly #api: RefundsOptions['api'];
  readonly #notify: RefundsOptions['notify'];
  readonly #load = paneListLoader(this, () => this.#api.refunds(), () => this.#notify(REFUNDS_MESSAGES.loadFailed, 'error'));

  constructor(options: RefundsOptions) {
    this.#api = options.api;
    this.#notify = options.notify;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** How many wait for the owner's Refund. */
  get count(): number {
    return this.items.filter(canRefund).length;
  }

  load(): Promise<void> {
    return this.#load();
  }

  /** Refunds through the gateway; the item shows the answer (refunded, or failed with the gateway's reason). */
  async refund(refund: PaymentRefund): Promise<boolean> {
    if (this.refunding.has(refund._id) || !canRefund(refund)) return false;
    this.refunding.add(refund._id);
    this.errors.delete(refund._id);
    try {
      const now = await this.#api.refundPayment(refund._id);
      runInAction(() => {
        this.items = this.items.map((r) => (r._id === now._id ? now : r));
      });
      if (now.status === 'refunded') this.#notify(REFUNDS_MESSAGES.refunded(now.orderNumber), 'info');
      else this.#notify(REFUNDS_MESSAGES.gatewayRefused(now.orderNumber, now.failureReason ?? ''), 'error');
      return now.status === 'refunded';
    } catch (error) {
      if (!isSessionEnd(error)) {
        const message = isApiError(error) && error.status > 0 ? error.message : REFUNDS_MESSAGES.refundFailed;
        runInAction(() => this.errors.set(refund._id, message));
        this.#notify(message, 'error');
      }
      // Another tab may be refunding it: the list says where it stands.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) void this.load();
      return false;
    } finally {
      runInAction(() => this.refunding.delete(refund._id));
    }
  }
}
