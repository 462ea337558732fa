import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatMessage, MessagesReadEvent, OrderSummary, RootStore } from 'shared';
import { CHAT_MESSAGES_PAGE_SIZE } from 'shared/constants';
import type { ConversationApi } from './conversation-api';
import { hasUnreadForCustomer, markReadForCustomer, withReadReceipt } from './read-receipts';
import { SerialRuns } from './serial-runs';
import { isKnownMessage, lastStoredAt, mergeMessages } from './thread-merge';

export type ThreadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Catch-up pages after a reconnect; a guard against a server that keeps answering full pages. */
export const MAX_CATCH_UP_PAGES = 20;

export interface ConversationThreadOptions {
  api: Pick<ConversationApi, 'messages' | 'markRead'>;
  /**
   * The conversation the thread belongs to: the logged-in customer, the one whose conversation runs
   * (null once stopped), and whether the thread is on screen.
   */
  conversation: { readonly customerId: string | null; readonly activeCustomerId: string | null; readonly onScreen: boolean };
  /** The tab is in front: a thread on screen in a hidden tab is not read. */
  visible(): boolean;
  /** The page's unread badge. */
  ui: Pick<RootStore['ui'], 'chat' | 'countUnread' | 'setUnreadCount'>;
  /** Stored messages came in: the outbox lets go of those it held. */
  onStored(messages: readonly ChatMessage[]): void;
}

/**
 * The conversation's thread and the customer's latest orders: loaded whole at the start, then kept whole
 * by what the socket brings and by catch-ups (what a reconnection missed, `after` the newest stored
 * message, page by page), each message once; and what of it the customer has read.
 */
export class ConversationThread {
  /** Oldest first: the server's messages and this page's own system lines. */
  messages: ChatMessage[] = [];
  /** The customer's latest orders, as the messages answer gives them. */
  orders: OrderSummary[] = [];
  status: ThreadStatus = 'idle';
  /** The whole thread came once since the start: later loads only catch up. */
  loaded = false;

  readonly #options: ConversationThreadOptions;
  #markingRead = false;
  readonly #loads = new SerialRuns(
    () => this.#loadOnce(),
    () => this.#options.conversation.activeCustomerId !== null,
  );

  constructor(options: ConversationThreadOptions) {
    this.#options = options;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * Loads the thread (the first time) or fetches what was missed since the newest stored message
   * (`after`), page by page. Runs one at a time; a call during a run makes it run once more.
   */
  sync(): Promise<void> {
    return this.#loads.run();
  }

  /** Merges stored messages into the thread; those that were waiting in the outbox leave it. */
  accept(incoming: readonly ChatMessage[]): void {
    if (incoming.length === 0) return;
    this.messages = mergeMessages(this.messages, incoming);
    this.#options.onStored(incoming);
  }

  /** A line only this page shows, after everything there. */
  append(line: ChatMessage): void {
    this.messages = [...this.messages, line];
  }

  /**
   * Tells the server the customer has read the business's (and the system's) messages, when the thread is on screen in a
   * visible tab and one of them is unread; marks them read here with the server's time.
   */
  async markRead(): Promise<void> {
    const { api, conversation } = this.#options;
    const customerId = conversation.customerId;
    if (!customerId || conversation.activeCustomerId !== customerId || !conversation.onScreen || !this.#options.visible() || this.#markingRead) return;
    if (!hasUnreadForCustomer(this.messages)) return;
    this.#markingRead = true;
    let again = false;
    try {
      const { readAt } = await api.markRead(customerId);
      runInAction(() => {
        if (conversation.activeCustomerId !== customerId) return;
        this.messages = markReadForCustomer(this.messages, readAt);
        again = hasUnreadForCustomer(this.messages);
      });
    } catch (error) {
      // the ticks on the business's side wait for the next chance; nothing the customer must see
      console.warn('[chat] marking messages read failed', error);
    } finally {
      runInAction(() => {
        this.#markingRead = false;
      });
    }
    if (again) void this.markRead();
  }

  /** A read receipt from the socket: the business's, or another tab's of this customer. */
  takeReadReceipt(event: MessagesReadEvent): void {
    if (event.customerId !== this.#options.conversation.activeCustomerId) return;
    this.messages = withReadReceipt(this.messages, event);
  }

  /** New messages for the customer raise the badge while the panel is closed (and the thread not on screen, as on the mobile page). */
  countUnread(count: number): void {
    if (this.#options.conversation.onScreen) return;
    for (let i = 0; i < count; i += 1) this.#options.ui.countUnread();
  }

  /** The conversation stopped: the thread is forgotten, and a catch-up asked for meanwhile no longer runs. */
  reset(): void {
    this.loaded = false;
    this.#loads.dropRerun();
    this.messages = [];
    this.orders = [];
    this.status = 'idle';
  }

  async #loadOnce(): Promise<void> {
    const { api, conversation } = this.#options;
    const customerId = conversation.activeCustomerId;
    if (!customerId) return;
    const firstLoad = !this.loaded;
    if (firstLoad) runInAction(() => (this.status = 'loading'));
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const after = firstLoad ? null : lastStoredAt(this.messages);
        const answer = await api.messages(customerId, after);
        if (conversation.activeCustomerId !== customerId) return;
        const fresh = answer.messages.filter((message) => message.clientId === customerId);
        const unseen = fresh.filter((message) => message.sender !== 'user' && !isKnownMessage(this.messages, message));
        runInAction(() => {
          this.accept(fresh);
          this.orders = answer.orders;
          if (firstLoad) {
            this.loaded = true;
            this.status = 'ready';
            this.#showUnreadOnBadge(fresh);
          } else {
            this.countUnread(unseen.length);
          }
        });
        if (firstLoad || answer.messages.length < CHAT_MESSAGES_PAGE_SIZE) break;
      }
    } catch (error) {
      if (conversation.activeCustomerId !== customerId) return;
      console.warn('[chat] loading messages failed', error);
      runInAction(() => {
        if (!this.loaded) this.status = 'error';
      });
      return;
    }
    void this.markRead();
  }

  /** A returning customer sees the badge for the business's replies not read yet. */
  #showUnreadOnBadge(thread: readonly ChatMessage[]): void {
    const { conversation, ui } = this.#options;
    if (ui.chat.open || conversation.onScreen) return;
    ui.setUnreadCount(thread.filter((message) => message.sender !== 'user' && !message.readAt).length);
  }
}
