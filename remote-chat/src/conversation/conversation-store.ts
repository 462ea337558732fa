import { action, makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AttachmentKind, ChatMessage, ComponentPayload, OrderSummary, RootStore, StorageLike } from 'shared';
import { CONFIRMATION_MESSAGE_DELAY_MS, SENDING_FLAG_CLEAR_MS, TYPING_INDICATOR_MS } from 'shared/rules';
import { notifyOrderUpdated } from '../history/order-updated';
import { sayShared } from '../i18n/shared-texts';
import { chatMessages, type ChatT } from '../i18n/use-t';
import type { ChatSocket, ChatSocketOptions } from '../realtime/chat-socket';
import { attachmentProblem } from './attachment-problem';
import { ConversationConnection, type ConnectionEvents } from './conversation-connection';
import { createConversationApi, type ConversationApi } from './conversation-api';
import { OutboxSender } from './outbox-sender';
import { ConversationThread, type ThreadStatus } from './conversation-thread';
import { DelayedRuns } from './delayed-runs';
import { localSystemLine } from './local-lines';
import { browserSessionStorage, type OutboxEntry } from './outbox-storage';
import { attachmentEntry, componentEntry, textEntry, type Writing } from './outbox-entry-builders';
import type { PageSignals } from './page-signals';
import { sendErrorMessage } from './send-error';
import { threadItems, type ThreadItem } from './thread-items';
import { isKnownMessage } from './thread-merge';

export type { ThreadStatus } from './conversation-thread';
export type { ThreadItem } from './thread-items';

export interface ConversationStoreOptions {
  /** Opens the realtime socket; default `createChatSocket` on the page's origin. */
  connectSocket?: (options: ChatSocketOptions) => ChatSocket;
  /** Where the outbox survives a reload; default the tab's session storage. */
  outboxStorage?: StorageLike | null;
  /** Network and tab visibility; default the browser's. */
  signals?: PageSignals;
}

export type ConnectionState = 'offline' | 'connecting' | 'online';

/**
 * The customer's conversation with the business: the thread, the outbox of unsent messages and the
 * realtime socket. One per page, shared by the desktop panel and the mobile /chat page.
 *
 * Every message goes through the outbox (kept in the page and in session storage) with a client-made
 * id: it is sent at once when the network and the socket are up, otherwise it waits with a pending
 * mark and goes out, in order, when they return; the server stores one message per id, so a retry
 * never doubles a line. On every (re)connection the store fetches what it missed (`after` the newest
 * stored message) before sending what waited.
 */
export class ConversationStore {
  /** An attachment is being uploaded and sent; clears SENDING_FLAG_CLEAR_MS after it finished. */
  sending = false;
  /** System lines waiting behind their typing indicator. */
  localTypingCount = 0;
  /** The thread is on screen (the view is mounted): the business's messages count as read. */
  onScreen = false;
  /** The customer whose conversation runs (between start and stop). */
  activeCustomerId: string | null = null;

  readonly root: RootStore;
  readonly #api: ConversationApi;
  readonly #thread: ConversationThread;
  readonly #outbox: OutboxSender;
  readonly #connection: ConversationConnection;
  readonly #delayed = new DelayedRuns();
  #stopOnLogout: IReactionDisposer | null = null;

  constructor(root: RootStore, options: ConversationStoreOptions = {}) {
    this.root = root;
    this.#api = createConversationApi(root.api);
    this.#thread = new ConversationThread({
      api: this.#api,
      conversation: this,
      visible: () => this.#connection.visible(),
      ui: root.ui,
      onStored: (messages) => this.#outbox.release(messages),
    });
    this.#outbox = new OutboxSender({
      storage: options.outboxStorage !== undefined ? options.outboxStorage : browserSessionStorage(),
      api: this.#api,
      conversation: this,
      onSent: (message) => this.#thread.accept([message]),
      onRefused: (error) => this.root.ui.notify(this.#sendError(error), 'error'),
      // the message stays in the thread as waiting and goes once the server's wait is over
      onHeldBack: (error, retryInMs) => {
        this.root.ui.notify(this.#sendError(error), 'error');
        this.#later(retryInMs, () => void this.flush());
      },
      onUnreached: (retryInMs) => this.#later(retryInMs, () => void this.flush()),
    });
    this.#connection = new ConversationConnection({ connectSocket: options.connectSocket, signals: options.signals, now: () => this.root.now() });
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  /** The thread, oldest first: the server's messages and this page's own system lines. */
  get messages(): ChatMessage[] {
    return this.#thread.messages;
  }

  /** The customer's latest orders, as the messages answer gives them. */
  get orders(): OrderSummary[] {
    return this.#thread.orders;
  }

  get status(): ThreadStatus {
    return this.#thread.status;
  }

  /** Messages written but not stored by the server yet, in the order they were written. */
  get outbox(): OutboxEntry[] {
    return this.#outbox.entries;
  }

  /** The realtime socket is connected. */
  get connected(): boolean {
    return this.#connection.connected;
  }

  /** The browser says it has a network. */
  get online(): boolean {
    return this.#connection.online;
  }

  /** The socket connected at least once since start. */
  get hasConnected(): boolean {
    return this.#connection.hasConnected;
  }

  /** The business is writing (from the socket's `typing` events). */
  get businessTyping(): boolean {
    return this.#connection.businessTyping;
  }

  get customerId(): string | null {
    return this.root.session.customer?.customerId ?? null;
  }

  /** The thread as drawn: stored messages, then the ones still waiting, each once. */
  get thread(): ThreadItem[] {
    return threadItems(this.messages, this.outbox);
  }

  /** The typing dots show while the business writes, and before a system line that asked for them. */
  get typingIndicatorVisible(): boolean {
    return this.businessTyping || this.localTypingCount > 0;
  }

  get connectionState(): ConnectionState {
    if (!this.online) return 'offline';
    return this.connected ? 'online' : 'connecting';
  }

  /** Something waits for the connection: the view says so. */
  get waitingForConnection(): boolean {
    return this.activeCustomerId !== null && this.connectionState !== 'online' && (this.outbox.length > 0 || this.hasConnected || !this.online);
  }

  /** Logged in, allowed and not editing: load the thread and connect the socket. Calling it again is harmless. */
  start(): void {
    const customerId = this.customerId;
    if (!customerId || this.activeCustomerId === customerId) return;
    if (this.activeCustomerId) this.stop();
    this.activeCustomerId = customerId;
    this.#outbox.restore(customerId);
    // a logout (by the customer, or by the API after a dead token) ends the conversation with it
    this.#stopOnLogout = reaction(
      () => this.customerId,
      (id) => {
        if (id !== this.activeCustomerId) this.stop();
      },
    );
    void this.sync();
    this.#connection.open(customerId, () => this.root.session.getAccessToken(), this.#connectionEvents);
  }

  /**
   * Logout, edit mode, or no chat on the site: disconnect and forget the thread. Before any start it
   * does nothing, so the widget's own lines before login stay.
   */
  stop(): void {
    if (this.activeCustomerId === null) return;
    this.#connection.close();
    this.#stopOnLogout?.();
    this.#stopOnLogout = null;
    this.#delayed.cancelAll();
    this.activeCustomerId = null;
    this.#thread.reset();
    this.#outbox.forget();
    this.sending = false;
    this.localTypingCount = 0;
  }

  /** Sends a text message (trimmed text must be non-empty). */
  async sendText(text: string): Promise<void> {
    const message = text.trim();
    const customerId = this.customerId;
    if (!message || !customerId) return;
    this.stopTyping();
    this.#outbox.add(textEntry(this.#writing(customerId), message));
    await this.flush();
  }

  /** Sends a component message (topic card, order status...): a card in the thread. */
  async sendComponent(payload: ComponentPayload, text: string): Promise<void> {
    const customerId = this.customerId;
    if (!customerId) return;
    this.#outbox.add(componentEntry(this.#writing(customerId), payload, text));
    await this.flush();
  }

  /**
   * Uploads a picked (or recorded) file and sends it as an image, file or audio message with its
   * caption. The file is checked first (the specification's type and size messages); failures show as
   * an error snackbar. True when the message was sent or queued.
   */
  async sendAttachment(file: Blob & { name?: string }, kind: AttachmentKind, caption = ''): Promise<boolean> {
    const problem = attachmentProblem(this.#t(), kind, file);
    if (problem) {
      this.root.ui.notify(problem, 'error');
      return false;
    }
    const customerId = this.customerId;
    if (!customerId) return false;
    this.sending = true;
    try {
      const { data } = await this.#api.upload(file, kind);
      if (this.customerId !== customerId) return false;
      this.#outbox.add(attachmentEntry(this.#writing(customerId), data, kind, caption));
      await this.flush();
      return true;
    } catch (error) {
      this.root.ui.notify(this.#sendError(error), 'error');
      return false;
    } finally {
      this.#later(SENDING_FLAG_CLEAR_MS, () => {
        this.sending = false;
      });
    }
  }

  /** A line only this page shows (the widget's own prompts), after the 2 s typing indicator when asked. */
  addLocalSystemMessage(text: string, options: { typingFirst?: boolean } = {}): void {
    if (!options.typingFirst) {
      this.#appendLocalLine(text);
      return;
    }
    this.localTypingCount += 1;
    this.#later(TYPING_INDICATOR_MS, () => {
      this.localTypingCount = Math.max(0, this.localTypingCount - 1);
      this.#appendLocalLine(text);
    });
  }

  /** The text box changed: tell the business the customer is typing (throttled). */
  noteTyping(text: string): void {
    this.#connection.noteTyping(text);
  }

  /** Sent, cleared or left the text box: the business's indicator goes away. */
  stopTyping(): void {
    this.#connection.stopTyping();
  }

  /** The view is mounted (true) or gone (false); on screen, the business's messages get marked read. */
  setOnScreen(onScreen: boolean): void {
    this.onScreen = onScreen;
    if (onScreen) void this.markRead();
  }

  /**
   * Tells the server the customer has read the business's (and the system's) messages, when the thread is on screen in a
   * visible tab and one of them is unread; marks them read here with the server's time.
   */
  markRead(): Promise<void> {
    return this.#thread.markRead();
  }

  /**
   * A message from the socket: kept when it belongs to this customer, once (the echo of one's own send
   * replaces its copy), counted as unread when it is new, from the other side, and the panel is closed.
   */
  receive(message: ChatMessage): void {
    const customerId = this.activeCustomerId;
    if (!customerId || message.clientId !== customerId) return;
    const isNew = !isKnownMessage(this.messages, message);
    this.#thread.accept([message]);
    if (!isNew || message.sender === 'user') return;
    if (message.sender === 'business') this.#connection.businessWrote();
    this.#thread.countUnread(1);
    void this.markRead();
  }

  /**
   * Loads the thread (the first time) or fetches what was missed since the newest stored message
   * (`after`), page by page. Runs one at a time; a call during a run makes it run once more.
   */
  sync(): Promise<void> {
    return this.#thread.sync();
  }

  /**
   * Fetches the thread again once the server's confirmation (an order created or paid, an enquiry sent)
   * is due, so it shows even when the socket missed its push.
   */
  refreshAfterConfirmation(): void {
    this.#later(CONFIRMATION_MESSAGE_DELAY_MS, () => void this.sync());
  }

  /** The enquiry went out: once its card is fetched, the chat says so below it (the server stores the card only). */
  confirmEnquiry(): void {
    this.#later(CONFIRMATION_MESSAGE_DELAY_MS, () => void this.sync().then(() => this.#appendLocalLine(this.#t()('enquiry.sent'))));
  }

  /** Sends what waits in the outbox, oldest first, while the network and the socket are up. */
  flush(): Promise<void> {
    return this.#outbox.flush();
  }

  readonly #appendLocalLine = action((text: string): void => {
    this.#thread.append(localSystemLine(text, this.customerId ?? '', this.#nowIso()));
  });

  /** What follows when the link to the server changes or hears something. */
  readonly #connectionEvents: ConnectionEvents = {
    // what was missed first, so a send whose answer was lost is recognised before it is retried
    connected: () => void this.sync().then(() => this.flush()),
    backOnline: () => {
      if (!this.#thread.loaded) void this.sync();
      void this.flush();
    },
    pageChanged: () => void this.markRead(),
    // a REST call through the API client refreshes the token for the socket's next attempt, or logs out
    refused: () => void this.sync(),
    message: (message) => this.receive(message),
    messagesRead: (event) => this.#thread.takeReadReceipt(event),
    // the History tab (and anything else showing orders) refreshes on the page-wide signal
    orderUpdated: notifyOrderUpdated,
  };

  /** The page's language for the snackbars and lines this store makes (loaded by the widget's views before they show). */
  #t(): ChatT {
    return chatMessages.now(this.root.locale);
  }

  /** A failed send's snackbar: the server's own message as sent, the widget's own in the page's language. */
  #sendError(error: unknown): string {
    return sayShared(this.#t(), sendErrorMessage(error));
  }

  #later(ms: number, run: () => void): void {
    this.#delayed.later(ms, () => runInAction(run));
  }

  #nowIso(): string {
    return new Date(this.root.now()).toISOString();
  }

  /** Who writes an outbox entry, and when: the customer, now. */
  #writing(customerId: string): Writing {
    return { customerId, writtenAt: this.#nowIso() };
  }
}

let instance: ConversationStore | null = null;

/** The page's one conversation store. */
export function getConversationStore(root: RootStore): ConversationStore {
  instance ??= new ConversationStore(root);
  return instance;
}
