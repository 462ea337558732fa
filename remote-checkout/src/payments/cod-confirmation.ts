import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from 'shared';
import { COD_PATHS, LOGIN_CODE_DIGITS } from 'shared/constants';
import { codConfirmAnswerSchema, codSendCodeAnswerSchema } from '../contract-refs';
import { errorText } from '../i18n/shared-texts';
import { sayerOf } from './payment-calls';

/**
 * Confirming one order as cash on delivery: a fresh code sent to the phone the customer logged in with
 * (the server picks the phone from the token), then the code typed back. Every start is a run of its
 * own: an answer of an earlier run (the sheet closed, another order) changes nothing.
 */
export class CodConfirmation {
  orderId: string | null = null;
  /** The masked phone the code went to, once sent. */
  sentTo: string | null = null;
  code = '';
  sending = false;
  confirming = false;
  error: string | null = null;

  readonly #root: RootStore;
  readonly #onConfirmed: () => void;
  #run = 0;

  constructor(root: RootStore, onConfirmed: () => void) {
    this.#root = root;
    this.#onConfirmed = onConfirmed;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canConfirm(): boolean {
    return this.sentTo !== null && this.code.length === LOGIN_CODE_DIGITS && !this.confirming;
  }

  /** Starts confirming `orderId`: sends the first code. */
  async start(orderId: string): Promise<void> {
    this.reset();
    this.orderId = orderId;
    await this.sendCode();
  }

  /** Sends a code (again): the server keeps only the newest. */
  async sendCode(): Promise<void> {
    const orderId = this.orderId;
    if (!orderId || this.sending) return;
    const run = this.#run;
    this.sending = true;
    this.error = null;
    try {
      const answer = await this.#root.api.post(COD_PATHS.sendCode, { orderId }, codSendCodeAnswerSchema);
      if (run !== this.#run) return;
      runInAction(() => {
        this.sentTo = answer.sentTo;
        this.sending = false;
      });
    } catch (error) {
      if (run !== this.#run) return;
      runInAction(() => {
        this.sending = false;
        this.error = this.#failure(error, 'cod.off');
      });
    }
  }

  /** Keeps the digits typed or pasted, at most the code's length. */
  setCode(text: string): void {
    this.code = text.replace(/\D/g, '').slice(0, LOGIN_CODE_DIGITS);
    this.error = null;
  }

  /** The code back to the server: the order is then paid in cash on delivery, and the chat hears of it. */
  async confirm(): Promise<void> {
    const orderId = this.orderId;
    if (!orderId || !this.canConfirm) return;
    const run = this.#run;
    this.confirming = true;
    try {
      await this.#root.api.post(COD_PATHS.confirm, { orderId, code: this.code }, codConfirmAnswerSchema);
    } catch (error) {
      if (run !== this.#run) return;
      runInAction(() => {
        this.confirming = false;
        this.error = this.#failure(error, 'cod.codeWrong');
      });
      return;
    }
    if (run !== this.#run) return;
    this.#root.ui.notify(sayerOf(this.#root)('cod.confirmed'), 'success');
    this.reset();
    this.#onConfirmed();
  }

  /** What a refused call says: the server's words as sent, else the sheet's own in the page's language. */
  #failure(error: unknown, otherwise: 'cod.off' | 'cod.codeWrong'): string {
    const t = sayerOf(this.#root);
    return errorText(t, error) ?? t(otherwise);
  }

  /** Forgets the confirmation: answers still on their way change nothing. */
  reset(): void {
    this.#run += 1;
    this.orderId = null;
    this.sentTo = null;
    this.code = '';
    this.sending = false;
    this.confirming = false;
    this.error = null;
  }
}
