import { runInAction } from 'mobx';
import type { ApiClient } from '../api-client/create-api-client';
import { CART_PATHS } from '../contracts/values';
import { cartAnswerSchema, type CartAnswer } from '../contracts/without-zod';
import type { CartStore } from './cart-store';

/**
 * The server cart's calls, kept in step with the cart here: changes go to the server one after another,
 * and only the latest call's answer becomes the cart (`adopt`), so an answer overtaken by a later change
 * never undoes it. Answers and rollbacks change the store's state, so they run in MobX actions.
 */
export class ServerCartSync {
  /** Bumped by every call; only the latest call's answer becomes the cart. */
  #calls = 0;
  /** The changes sent so far, one after another. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly api: ApiClient,
    private readonly cart: Pick<CartStore, 'source' | 'serverCustomerId'>,
    private readonly adopt: (answer: CartAnswer) => void,
  ) {}

  /** Starts a call whose answer may become the cart; the check is true while no later call has started. */
  startCall(): () => boolean {
    const call = ++this.#calls;
    return () => call === this.#calls;
  }

  /** No call started so far has its answer become the cart (the cart is the guest's again). */
  supersedeCalls(): void {
    this.#calls += 1;
  }

  /**
   * Sends a change of the server cart. Changes go one after another, in the order they were made, since
   * `index` names a line by its place: a removal must reach the server before an update of a later line.
   * The latest change's answer becomes the cart; a failure is logged and `onFailure` runs (the rollback),
   * as the spec has cart failures "only logged".
   */
  send(path: string, body: Record<string, unknown>, onFailure?: () => void): void {
    const customerId = this.cart.serverCustomerId;
    if (this.cart.source !== 'server' || !customerId) return;
    const isLatest = this.startCall();
    const sent = this.#queue.then(() => this.api.post(path, { ...body, customerId }, cartAnswerSchema));
    this.#queue = sent.then(
      (answer) =>
        runInAction(() => {
          if (isLatest() && this.cart.source === 'server') this.adopt(answer);
        }),
      (error: unknown) => {
        console.warn(`[cart] ${path} failed`, error);
        if (this.cart.source !== 'server') return;
        // a later change was made on top of this one: going back would undo it too, so ask the server instead
        if (!isLatest()) void this.refresh();
        else if (onFailure) runInAction(onFailure);
      },
    );
  }

  /** Resolves once every change sent so far has been answered (or has failed). */
  async settled(): Promise<void> {
    await this.#queue.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Reloads the server cart (after a refused change that later ones were built on). */
  async refresh(): Promise<void> {
    const customerId = this.cart.serverCustomerId;
    if (this.cart.source !== 'server' || !customerId) return;
    const isLatest = this.startCall();
    try {
      const answer = await this.api.get(CART_PATHS.get, { customerId }, cartAnswerSchema);
      runInAction(() => {
        if (isLatest() && this.cart.source === 'server') this.adopt(answer);
      });
    } catch (error) {
      console.warn('[cart] reloading the server cart failed', error);
    }
  }
}
