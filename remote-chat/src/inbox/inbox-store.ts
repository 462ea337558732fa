import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type ChatMessage, type Conversation, type InboxMessageEvent, type InboxReplyBody, type MessagesReadEvent, type OrderStageBody, type OrderUpdatedEvent, type TypingEvent } from 'shared';
import { attachmentError } from 'shared/rules';
import { makeClientMessageId } from '../conversation/client-message-id';
import { HeardTyping } from '../realtime/heard-typing';
import { LOCAL_ID_PREFIX, lastStoredAt, markReadUpTo, mergeMessages } from '../conversation/thread-merge';
import { AwaitingPaymentsStore } from './awaiting-payments-store';
import { RefundsStore } from './refunds-store';
import { sortConversations, totalUnread, withConversationRead, withIncomingMessage } from './conversation-list';
import type { CustomerDetails, InboxApi } from './inbox-api';
import type { ConnectInbox, InboxConnection } from './inbox-connection';
import { INBOX_MESSAGES } from './inbox-messages';
import { TypingSignal } from './typing-signal';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface InboxStoreOptions {
  api: InboxApi;
  connect: ConnectInbox;
  /** Shows a message to the owner (the page's snackbar). */
  notify: (message: string, severity: 'error' | 'info') => void;
  now?: () => number;
  /** Where the payments list hears the window regain focus (tests pass null). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** A refused token was already explained by the owner's session handling (logout, login page). */
const isSessionEnd = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * The owner's inbox: the business's conversations (newest first, with unread counts), the open thread,
 * the customer beside it, replies, and what the owner's socket brings live. One per inbox page.
 */
export class InboxStore {
  conversations: Conversation[] = [];
  listStatus: LoadStatus = 'idle';
  selectedId: string | null = null;
  /** Threads by customer, oldest first, including the owner's replies still on their way. */
  threads = new Map<string, ChatMessage[]>();
  threadStatus = new Map<string, LoadStatus>();
  details = new Map<string, CustomerDetails>();
  detailsStatus = new Map<string, LoadStatus>();
  /** Client ids of replies on their way, and of those that failed (shown with Retry). */
  sending = new Set<string>();
  failed = new Set<string>();
  /** Customers typing right now. */
  typing = new Set<string>();
  connected = false;
  uploading = false;
  /** Manual payments awaiting the owner's confirmation. */
  readonly payments: AwaitingPaymentsStore;
  /** Captured payments that paid nothing, for the owner to refund. */
  readonly refunds: RefundsStore;

  readonly #api: InboxApi;
  readonly #connect: ConnectInbox;
  readonly #notify: InboxStoreOptions['notify'];
  readonly #now: () => number;
  #connection: InboxConnection | null = null;
  /**
   * Each loaded thread's newest stored message when the socket went down: the catch-up starts there. The
   * owner's replies sent meanwhile are stored later than what the socket missed, so the thread's newest
   * message at reconnect would skip it (an API process that dies takes its sockets with it).
   */
  #resumeFrom = new Map<string, string | null>();
  #typingSignal: TypingSignal;
  /** Each customer heard typing, off at their "stopped", their message or a timeout. */
  readonly #heardTyping = new HeardTyping((customerId: string, isTyping: boolean) =>
    runInAction(() => (isTyping ? this.typing.add(customerId) : this.typing.delete(customerId))),
  );
  /** Only the newest list request may replace the list (a reconnect can overlap the first load). */
  #listRequest = 0;

  constructor(options: InboxStoreOptions) {
    this.#api = options.api;
    this.#connect = options.connect;
    this.#notify = options.notify;
    this.#now = options.now ?? Date.now;
    this.payments = new AwaitingPaymentsStore({ api: options.api, notify: options.notify, ...(options.window === undefined ? {} : { window: options.window }) });
    this.refunds = new RefundsStore({ api: options.api, notify: options.notify });
    this.#typingSignal = new TypingSignal({ emit: (customerId, isTyping) => this.#connection?.emitTyping(customerId, isTyping), now: this.#now });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get selected(): Conversation | null {
    return this.conversations.find((c) => c.customer.customerId === this.selectedId) ?? null;
  }

  /** The open thread. */
  get thread(): ChatMessage[] {
    return this.selectedId ? (this.threads.get(this.selectedId) ?? []) : [];
  }

  get unreadTotal(): number {
    return totalUnread(this.conversations);
  }

  isPending(message: ChatMessage): boolean {
    return message.clientMessageId !== null && (this.sending.has(message.clientMessageId) || this.failed.has(message.clientMessageId));
  }

  isFailed(message: ChatMessage): boolean {
    return message.clientMessageId !== null && this.failed.has(message.clientMessageId);
  }

  /** Loads the conversations and opens the socket. */
  start(): void {
    if (this.#connection) return;
    this.#connection = this.#connect({
      message: this.receiveMessage,
      typing: this.receiveTyping,
      read: this.receiveRead,
      orderUpdated: this.receiveOrderUpdate,
      connected: this.socketConnected,
      disconnected: this.socketDisconnected,
    });
    void this.loadConversations();
    this.payments.start();
    void this.refunds.load();
  }

  /** Closes the socket and forgets the timers (the page is leaving). */
  stop(): void {
    this.#typingSignal.stop();
    this.payments.stop();
    this.#connection?.close();
    this.#connection = null;
    this.#heardTyping.stopAll();
    this.typing.clear();
    this.connected = false;
  }

  async loadConversations(): Promise<void> {
    const request = ++this.#listRequest;
    if (this.listStatus !== 'ready') this.listStatus = 'loading';
    try {
      const list = await this.#api.conversations();
      runInAction(() => {
        if (request !== this.#listRequest) return;
        // The open conversation stays read: its messages are on screen.
        this.conversations = sortConversations(this.selectedId ? withConversationRead(list, this.selectedId) : list);
        this.listStatus = 'ready';
      });
    } catch (error) {
      // A refresh behind a list already on screen (reconnect, socket refused) fails quietly: the socket's
      // retries would otherwise repeat the snackbar while the server is away.
      const shown = this.listStatus === 'ready';
      runInAction(() => {
        if (request !== this.#listRequest) return;
        if (!shown) this.listStatus = 'error';
      });
      if (!shown && !isSessionEnd(error)) this.#notify(INBOX_MESSAGES.listFailed, 'error');
    }
  }

  /** Opens a conversation: its thread and customer load, and it is marked read. */
  select(customerId: string): void {
    if (this.selectedId !== customerId) this.#typingSignal.stop();
    this.selectedId = customerId;
    this.conversations = withConversationRead(this.conversations, customerId);
    void this.loadThread(customerId);
    void this.loadDetails(customerId);
    void this.#markRead(customerId);
  }

  /** Back to the list (the mobile layout's back button). */
  deselect(): void {
    this.#typingSignal.stop();
    this.selectedId = null;
  }

  async loadThread(customerId: string, after?: string): Promise<void> {
    if (!after) this.threadStatus.set(customerId, 'loading');
    try {
      const messages = await this.#api.messages(customerId, after);
      runInAction(() => {
        this.threads.set(customerId, mergeMessages(this.threads.get(customerId) ?? [], messages));
        this.threadStatus.set(customerId, 'ready');
      });
    } catch (error) {
      // A catch-up after a reconnect fails quietly; the next reconnect tries again.
      if (after || isSessionEnd(error)) return;
      runInAction(() => this.threadStatus.set(customerId, 'error'));
      this.#notify(INBOX_MESSAGES.threadFailed, 'error');
    }
  }

  async loadDetails(customerId: string): Promise<void> {
    if (!this.details.has(customerId)) this.detailsStatus.set(customerId, 'loading');
    try {
      const details = await this.#api.customer(customerId);
      runInAction(() => {
        this.details.set(customerId, details);
        this.detailsStatus.set(customerId, 'ready');
      });
    } catch (error) {
      // Details already on screen stay; only a panel with nothing to show says so.
      if (this.details.has(customerId) || isSessionEnd(error)) return;
      runInAction(() => this.detailsStatus.set(customerId, 'error'));
      this.#notify(INBOX_MESSAGES.customerFailed, 'error');
    }
  }

  /** Sends the owner's text to the open conversation. Answers false when there is nothing to send. */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (!this.selectedId || trimmed === '') return false;
    this.#typingSignal.stop();
    void this.#send({ customerId: this.selectedId, message: trimmed, type: 'text', clientMessageId: makeClientMessageId() });
    return true;
  }

  /** Uploads an image (jpeg or png, 5 MB) and sends it, with an optional caption, to the open conversation. */
  async sendImage(file: File, caption = ''): Promise<boolean> {
    const customerId = this.selectedId;
    if (!customerId) return false;
    const problem = attachmentError('image', file);
    if (problem) {
      this.#notify(problem, 'error');
      return false;
    }
    this.uploading = true;
    try {
      const uploaded = await this.#api.uploadImage(file);
      const trimmed = caption.trim();
      void this.#send({
        customerId,
        message: uploaded.url,
        type: 'image',
        caption: trimmed === '' ? null : trimmed,
        contentType: uploaded.mimeType,
        clientMessageId: makeClientMessageId(),
      });
      return true;
    } catch (error) {
      if (!isSessionEnd(error)) this.#notify(isApiError(error) && error.status > 0 ? error.message : INBOX_MESSAGES.uploadFailed, 'error');
      return false;
    } finally {
      runInAction(() => {
        this.uploading = false;
      });
    }
  }

  /** Sends a failed reply again with the same client id (the server keeps one copy). */
  retry(message: ChatMessage): void {
    if (!message.clientMessageId || !this.failed.has(message.clientMessageId)) return;
    const type = message.type === 'component' ? 'text' : message.type;
    void this.#send({
      customerId: message.customerId,
      message: message.message,
      type,
      caption: message.caption,
      contentType: message.contentType,
      clientMessageId: message.clientMessageId,
    });
  }

  /** The composer now holds `text`: tells the customer the owner is typing (throttled). */
  composing(text: string): void {
    if (this.selectedId) this.#typingSignal.composing(this.selectedId, text);
  }

  receiveMessage({ customerId, message }: InboxMessageEvent): void {
    // The event's customer is the conversation; a message that says otherwise is not trusted.
    if (message.customerId !== customerId) return;
    const thread = this.threads.get(customerId);
    if (thread) this.threads.set(customerId, mergeMessages(thread, [message]));
    if (message.sender === 'user') this.#heardTyping.stop(customerId);
    const list = withIncomingMessage(this.conversations, message, this.selectedId);
    if (list) this.conversations = list;
    else void this.loadConversations();
    if (customerId === this.selectedId && message.sender === 'user') void this.#markRead(customerId);
  }

  receiveTyping({ customerId, from, isTyping }: TypingEvent): void {
    if (from !== 'user') return;
    this.#heardTyping.heard(customerId, isTyping);
  }

  receiveRead({ customerId, by, readAt }: MessagesReadEvent): void {
    if (by === 'business') {
      // The owner read it in another tab.
      this.conversations = withConversationRead(this.conversations, customerId);
      return;
    }
    const thread = this.threads.get(customerId);
    if (thread) this.threads.set(customerId, markReadUpTo(thread, 'business', readAt));
  }

  receiveOrderUpdate({ customerId }: OrderUpdatedEvent): void {
    void this.payments.load();
    void this.refunds.load();
    if (customerId === this.selectedId) void this.loadDetails(customerId);
    else {
      // Fetched afresh when the owner next opens the conversation.
      this.details.delete(customerId);
      this.detailsStatus.delete(customerId);
    }
  }

  /**
   * Completes or undoes a stage of one of the customer's orders; the panel shows the order as the server
   * now has it. Answers null, or what went wrong for the panel to say beside the order.
   */
  async moveStage(customerId: string, body: OrderStageBody): Promise<string | null> {
    try {
      const { order } = await this.#api.moveStage(body);
      runInAction(() => {
        const details = this.details.get(customerId);
        if (details) this.details.set(customerId, { ...details, orders: details.orders.map((o) => (o._id === order._id ? { ...o, ...order } : o)) });
      });
      return null;
    } catch (error) {
      if (isSessionEnd(error)) return null;
      // The order may have moved meanwhile (another tab, the customer cancelled): show it as it is.
      if (isApiError(error) && error.status === 409) void this.loadDetails(customerId);
      return isApiError(error) && error.status > 0 ? error.message : INBOX_MESSAGES.stageFailed;
    }
  }

  async #send(body: InboxReplyBody): Promise<void> {
    const { customerId, clientMessageId } = body;
    runInAction(() => {
      this.failed.delete(clientMessageId);
      this.sending.add(clientMessageId);
      this.#showLocal(body);
    });
    try {
      const stored = await this.#api.reply(body);
      runInAction(() => {
        this.sending.delete(clientMessageId);
        this.threads.set(customerId, mergeMessages(this.threads.get(customerId) ?? [], [stored]));
        const list = withIncomingMessage(this.conversations, stored, this.selectedId);
        if (list) this.conversations = list;
      });
    } catch (error) {
      runInAction(() => {
        this.sending.delete(clientMessageId);
        this.failed.add(clientMessageId);
      });
      if (!isSessionEnd(error)) this.#notify(isApiError(error) && error.status > 0 ? error.message : INBOX_MESSAGES.replyFailed, 'error');
    }
  }

  /** The reply shows at once, marked as on its way, until the server's copy replaces it. */
  #showLocal(body: InboxReplyBody): void {
    const thread = this.threads.get(body.customerId) ?? [];
    if (thread.some((m) => m.clientMessageId === body.clientMessageId)) return;
    const local: ChatMessage = {
      _id: `${LOCAL_ID_PREFIX}${body.clientMessageId}`,
      message: body.message,
      type: body.type,
      sender: 'business',
      senderId: null,
      caption: body.caption ?? null,
      contentType: body.contentType ?? null,
      createdAt: new Date(this.#now()).toISOString(),
      clientId: body.customerId,
      customerId: body.customerId,
      clientMessageId: body.clientMessageId,
      payload: null,
      readAt: null,
    };
    this.threads.set(body.customerId, mergeMessages(thread, [local]));
  }

  async #markRead(customerId: string): Promise<void> {
    try {
      await this.#api.markRead(customerId);
    } catch (error) {
      // The count comes back with the next list load; nothing the owner must act on.
      if (!isSessionEnd(error)) console.error('[inbox] mark read failed', error);
    }
  }

  /** (Re)connected: fetch the list and whatever the open thread missed while the socket was down. */
  socketConnected(): void {
    const wasConnected = this.connected;
    this.connected = true;
    if (wasConnected || this.listStatus === 'idle') return;
    void this.loadConversations();
    const open = this.selectedId;
    if (open && this.threadStatus.get(open) === 'ready') {
      const from = this.#resumeFrom.has(open) ? this.#resumeFrom.get(open) : lastStoredAt(this.threads.get(open) ?? []);
      void this.loadThread(open, from ?? undefined);
    }
    this.#resumeFrom.clear();
  }

  socketDisconnected(): void {
    this.connected = false;
    for (const [customerId, thread] of this.threads) {
      if (!this.#resumeFrom.has(customerId)) this.#resumeFrom.set(customerId, lastStoredAt(thread));
    }
  }
}
