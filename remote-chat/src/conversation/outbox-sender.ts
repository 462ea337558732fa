import { makeAutoObservable } from 'mobx';
import { isApiError, type ChatMessage, type StorageLike } from 'shared';
import type { ConversationApi } from './conversation-api';
import { readOutbox, writeOutbox, type OutboxEntry } from './outbox-storage';
import { isRetryableSendError } from './send-error';

export interface OutboxSenderOptions {
  /** Where the outbox survives a reload (the tab's session storage), or null. */
  storage: StorageLike | null;
  api: Pick<ConversationApi, 'send'>;
  /** The conversation the outbox sends for: its customer (null once stopped), and whether the network and the socket are up. */
  conversation: { readonly activeCustomerId: string | null; readonly online: boolean; readonly connected: boolean };
  /** The server stored a sent message (its answer): the thread takes it. */
  onSent(message: ChatMessage): void;
  /** The server refused a send for good: the customer is told why. */
  onRefused(error: unknown): void;
  /** The server held the sends back (429, too many too fast): the customer is told why, and a flush is due in `retryInMs`. */
  onHeldBack(error: unknown, retryInMs: number): void;
  /**
   * A send did not reach the server although the network and the socket are up (a gateway answering
   * 502/503 while an API process restarts behind it): a flush is due in `retryInMs`, since no
   * reconnection will come to trigger one.
   */
  onUnreached(retryInMs: number): void;
}

/** The waits between tries of a send that does not reach the server while connected: 1 s, doubling to 16 s. */
export const UNREACHED_RETRY_MS = { first: 1_000, max: 16_000 } as const;

/** The wait after a 429 that names none (no Retry-After): half a minute, the order of the API's windows. */
export const HELD_BACK_DEFAULT_MS = 30_000;

/** The wait a 429 asks for, or null for any other failure. */
function heldBackFor(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  return error.retryAfterSeconds !== undefined ? Math.max(1, error.retryAfterSeconds) * 1_000 : HELD_BACK_DEFAULT_MS;
}

/**
 * The messages written but not stored by the server yet, in the order they were written, kept in the page
 * and in the tab's storage. They are sent oldest first while the network and the socket are up; a send
 * that does not reach the server stays, in its place, for when they return (its client id makes the
 * retry harmless), one the server holds back for sending too fast (429) stays in its place until the wait
 * it names is over, and one the server refuses leaves the queue.
 */
export class OutboxSender {
  entries: OutboxEntry[] = [];

  readonly #options: OutboxSenderOptions;
  #flushing: Promise<void> | null = null;
  #unreachedTries = 0;

  constructor(options: OutboxSenderOptions) {
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Takes up the customer's entries kept in the tab (written before a reload); the stored copy keeps only those. */
  restore(customerId: string): void {
    this.entries = readOutbox(this.#options.storage, customerId);
    this.#save();
  }

  add(entry: OutboxEntry): void {
    this.entries.push(entry);
    this.#save();
  }

  remove(clientMessageId: string): void {
    const next = this.entries.filter((entry) => entry.body.clientMessageId !== clientMessageId);
    if (next.length === this.entries.length) return;
    this.entries = next;
    this.#save();
  }

  /** Stored messages came in (an answer, an echo, a catch-up): those that were waiting here leave. */
  release(stored: readonly ChatMessage[]): void {
    for (const message of stored) {
      if (message.clientMessageId) this.remove(message.clientMessageId);
    }
  }

  /** The conversation stopped: the page forgets the entries, but the tab's copy stays, so the same customer logging in again still gets them sent. */
  forget(): void {
    this.entries = [];
  }

  /** Sends what waits, oldest first, while the network and the socket are up; a call during a run joins it. */
  flush(): Promise<void> {
    this.#flushing ??= this.#sendWaiting().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #sendWaiting(): Promise<void> {
    const { api, conversation } = this.#options;
    const customerId = conversation.activeCustomerId;
    while (customerId && conversation.activeCustomerId === customerId && conversation.online && conversation.connected) {
      const entry = this.entries[0];
      if (!entry) return;
      try {
        const answer = await api.send(entry);
        if (conversation.activeCustomerId !== customerId) return;
        this.#unreachedTries = 0;
        this.#options.onSent(answer.newMessage);
        this.remove(entry.body.clientMessageId);
      } catch (error) {
        if (conversation.activeCustomerId !== customerId) return;
        // not reached: keep it, in its place, for when the connection returns, or for a later try while it seems up
        if (isRetryableSendError(error)) {
          if (conversation.online && conversation.connected) this.#options.onUnreached(this.#nextUnreachedWait());
          return;
        }
        // too many too fast: nothing is lost, the queue waits as the server asks
        const wait = heldBackFor(error);
        if (wait !== null) {
          this.#options.onHeldBack(error, wait);
          return;
        }
        this.remove(entry.body.clientMessageId);
        this.#options.onRefused(error);
      }
    }
  }

  #nextUnreachedWait(): number {
    const wait = Math.min(UNREACHED_RETRY_MS.max, UNREACHED_RETRY_MS.first * 2 ** this.#unreachedTries);
    this.#unreachedTries += 1;
    return wait;
  }

  #save(): void {
    writeOutbox(this.#options.storage, this.entries);
  }
}
