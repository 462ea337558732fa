import { action, makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { chatUploadAnswerSchema, markReadAnswerSchema, messagesAnswerSchema, newMessageAnswerSchema, type AttachmentKind, type ChatMessage, type ComponentPayload, type MessagesReadEvent, type OrderSummary, type RootStore, type StorageLike, type TypingEvent } from 'shared';
import { CHAT_MESSAGES_PAGE_SIZE, CHAT_PATHS, TYPING_TIMEOUT_MS } from 'shared/constants';
import { attachmentError, CONFIRMATION_MESSAGE_DELAY_MS, SENDING_FLAG_CLEAR_MS, TYPING_INDICATOR_MS } from 'shared/rules';
import { notifyOrderUpdated } from '../history/order-updated';
import { createChatSocket, handshakeErrorCode, type ChatSocket, type ChatSocketOptions } from '../realtime/chat-socket';
import { makeClientMessageId } from './client-message-id';
import { browserSessionStorage, readOutbox, writeOutbox, type OutboxEntry } from './outbox';
import { browserPageSignals, type PageSignals } from './page-signals';
import { isRetryableSendError, sendErrorMessage } from './send-error';
import { isKnownMessage, isLocalMessage, lastStoredAt, LOCAL_ID_PREFIX, markReadUpTo, mergeMessages } from './thread-merge';
import { TypingThrottle } from './typing-throttle';

export interface ConversationStoreOptions {
  /** Opens the realtime socket; default `createChatSocket` on the page's origin. */
  connectSocket?: (options: ChatSocketOptions) => ChatSocket;
  /** Where the outbox survives a reload; default the tab's session storage. */
  outboxStorage?: StorageLike | null;
  /** Network and tab visibility; default the browser's. */
  signals?: PageSignals;
}

/** One item of the thread as the view draws it: a stored message, or one waiting in the outbox. */
export interface ThreadItem {
  key: string;
  message: Pick<ChatMessage, 'message' | 'type' | 'sender' | 'caption' | 'contentType' | 'createdAt' | 'payload' | 'readAt'>;
  /** Written by this customer. */
  mine: boolean;
  /** Not stored by the server yet. */
  pending: boolean;
}

export type ThreadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type ConnectionState = 'offline' | 'connecting' | 'online';

/** Which message type an upload from each picker is sent as. */
const MESSAGE_TYPE_OF: Record<AttachmentKind, 'image' | 'file' | 'audio'> = { image: 'image', video: 'file', audio: 'audio', document: 'file' };

/** The customer reads what the business and the server's system lines wrote (this page's own lines aside). */
const writtenForCustomer = (message: ChatMessage) => message.sender !== 'user' && !isLocalMessage(message);
const hasUnreadForCustomer = (thread: readonly ChatMessage[]) => thread.some((message) => writtenForCustomer(message) && !message.readAt);
const markReadForCustomer = (thread: ChatMessage[], readAt: string) => markReadUpTo(markReadUpTo(thread, 'business', readAt), 'system', readAt);

/** Catch-up pages after a reconnect; a guard against a server that keeps answering full pages. */
const MAX_CATCH_UP_PAGES = 20;

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
  /** The thread, oldest first: the server's messages and this page's own system lines. */
  messages: ChatMessage[] = [];
  /** The customer's latest orders, as the messages answer gives them. */
  orders: OrderSummary[] = [];
  /** Messages written but not stored by the server yet, in the order they were written. */
  outbox: OutboxEntry[] = [];
  status: ThreadStatus = 'idle';
  /** The realtime socket is connected. */
  connected = false;
  /** The browser says it has a network. */
  online = true;
  /** An attachment is being uploaded and sent; clears SENDING_FLAG_CLEAR_MS after it finished. */
  sending = false;
  /** The business is writing (from the socket's `typing` events). */
  businessTyping = false;
  /** System lines waiting behind their typing indicator. */
  localTypingCount = 0;
  /** The thread is on screen (the view is mounted): the business's messages count as read. */
  onScreen = false;
  /** The customer whose conversation runs (between start and stop). */
  activeCustomerId: string | null = null;
  /** The socket connected at least once since start. */
  hasConnected = false;

  readonly root: RootStore;
  readonly #connectSocket: (options: ChatSocketOptions) => ChatSocket;
  readonly #storage: StorageLike | null;
  readonly #signals: PageSignals;
  #socket: ChatSocket | null = null;
  #loaded = false;
  #syncing: Promise<void> | null = null;
  #syncAgain = false;
  #flushing: Promise<void> | null = null;
  #markingRead = false;
  #typingThrottle: TypingThrottle;
  #businessTypingTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #unwatchSignals: () => void = () => undefined;
  #stopOnLogout: IReactionDisposer | null = null;

  constructor(root: RootStore, options: ConversationStoreOptions = {}) {
    this.root = root;
    this.#connectSocket = options.connectSocket ?? createChatSocket;
    this.#storage = options.outboxStorage !== undefined ? options.outboxStorage : browserSessionStorage();
    this.#signals = options.signals ?? browserPageSignals();
    this.#typingThrottle = new TypingThrottle((isTyping) => this.#socket?.sendTyping(isTyping), () => this.root.now());
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get customerId(): string | null {
    return this.root.session.customer?.customerId ?? null;
  }

  /** The thread as drawn: stored messages, then the ones still waiting, each once. */
  get thread(): ThreadItem[] {
    const stored = this.messages.map((message) => ({ key: message._id, message, mine: message.sender === 'user', pending: false }));
    const waiting = this.outbox
      .filter((entry) => !this.messages.some((message) => message.clientMessageId === entry.body.clientMessageId))
      .map((entry) => ({
        key: entry.body.clientMessageId,
        message: {
          message: entry.body.message,
          type: entry.body.type,
          sender: 'user' as const,
          caption: entry.body.caption ?? null,
          contentType: entry.body.contentType ?? null,
          createdAt: entry.writtenAt,
          payload: entry.route === 'component' ? entry.body.payload : null,
          readAt: null,
        },
        mine: true,
        pending: true,
      }));
    return [...stored, ...waiting];
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
    this.online = this.#signals.online();
    this.outbox = readOutbox(this.#storage, customerId);
    writeOutbox(this.#storage, this.outbox);
    this.#unwatchSignals = this.#signals.watch(this.#pageChanged);
    // a logout (by the customer, or by the API after a dead token) ends the conversation with it
    this.#stopOnLogout = reaction(
      () => this.customerId,
      (id) => {
        if (id !== this.activeCustomerId) this.stop();
      },
    );
    void this.sync();
    this.#socket = this.#connectSocket({
      getToken: () => this.root.session.getAccessToken(),
      customerId,
      handlers: {
        onConnect: this.#socketConnected,
        onDisconnect: this.#socketDisconnected,
        onConnectError: this.#socketRefused,
        onMessage: this.receive,
        onTyping: this.#typingReceived,
        onMessagesRead: this.#messagesRead,
        // the History tab (and anything else showing orders) refreshes on the page-wide signal
        onOrderUpdated: (event) => {
          if (event.customerId === this.activeCustomerId) notifyOrderUpdated(event);
        },
      },
    });
  }

  /**
   * Logout, edit mode, or no chat on the site: disconnect and forget the thread. Before any start it
   * does nothing, so the widget's own lines before login stay.
   */
  stop(): void {
    if (this.activeCustomerId === null) return;
    this.#socket?.close();
    this.#socket = null;
    this.#unwatchSignals();
    this.#unwatchSignals = () => undefined;
    this.#stopOnLogout?.();
    this.#stopOnLogout = null;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#clearBusinessTyping();
    this.activeCustomerId = null;
    this.#loaded = false;
    this.hasConnected = false;
    this.#syncAgain = false;
    this.messages = [];
    this.orders = [];
    // the tab's stored copy stays: the same customer logging in again still gets them sent
    this.outbox = [];
    this.status = 'idle';
    this.connected = false;
    this.sending = false;
    this.localTypingCount = 0;
  }

  /** Sends a text message (trimmed text must be non-empty). */
  async sendText(text: string): Promise<void> {
    const message = text.trim();
    const customerId = this.customerId;
    if (!message || !customerId) return;
    this.stopTyping();
    this.#enqueue({
      route: 'message',
      body: { senderId: customerId, customerId, message, type: 'text', caption: null, contentType: null, clientMessageId: makeClientMessageId() },
      writtenAt: this.#nowIso(),
    });
    await this.flush();
  }

  /** Sends a component message (topic card, order status...): a card in the thread. */
  async sendComponent(payload: ComponentPayload, text: string): Promise<void> {
    const customerId = this.customerId;
    if (!customerId) return;
    this.#enqueue({
      route: 'component',
      body: { senderId: customerId, customerId, message: text, type: 'component', payload, caption: null, contentType: null, clientMessageId: makeClientMessageId() },
      writtenAt: this.#nowIso(),
    });
    await this.flush();
  }

  /**
   * Uploads a picked (or recorded) file and sends it as an image, file or audio message with its
   * caption. The file is checked first (the specification's type and size messages); failures show as
   * an error snackbar. True when the message was sent or queued.
   */
  async sendAttachment(file: Blob & { name?: string }, kind: AttachmentKind, caption = ''): Promise<boolean> {
    const problem = attachmentError(kind, file);
    if (problem) {
      this.root.ui.notify(problem, 'error');
      return false;
    }
    const customerId = this.customerId;
    if (!customerId) return false;
    this.sending = true;
    try {
      const form = new FormData();
      form.append('file', file, file.name || 'attachment');
      const { data } = await this.root.api.post(`${CHAT_PATHS.upload}?kind=${kind}`, form, chatUploadAnswerSchema);
      if (this.customerId !== customerId) return false;
      this.#enqueue({
        route: 'message',
        body: {
          senderId: customerId,
          customerId,
          message: data.url,
          type: MESSAGE_TYPE_OF[kind],
          caption: caption.trim() || null,
          contentType: data.mimeType,
          clientMessageId: makeClientMessageId(),
        },
        writtenAt: this.#nowIso(),
      });
      await this.flush();
      return true;
    } catch (error) {
      this.root.ui.notify(sendErrorMessage(error), 'error');
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
    this.#typingThrottle.input(text);
  }

  /** Sent, cleared or left the text box: the business's indicator goes away. */
  stopTyping(): void {
    this.#typingThrottle.stop();
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
  async markRead(): Promise<void> {
    const customerId = this.customerId;
    if (!customerId || this.activeCustomerId !== customerId || !this.onScreen || !this.#signals.visible() || this.#markingRead) return;
    if (!hasUnreadForCustomer(this.messages)) return;
    this.#markingRead = true;
    let again = false;
    try {
      const { readAt } = await this.root.api.post(CHAT_PATHS.markRead, { customerId }, markReadAnswerSchema);
      runInAction(() => {
        if (this.activeCustomerId !== customerId) return;
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

  /**
   * A message from the socket: kept when it belongs to this customer, once (the echo of one's own send
   * replaces its copy), counted as unread when it is new, from the other side, and the panel is closed.
   */
  receive(message: ChatMessage): void {
    const customerId = this.activeCustomerId;
    if (!customerId || message.clientId !== customerId) return;
    const isNew = !isKnownMessage(this.messages, message);
    this.#accept([message]);
    if (!isNew || message.sender === 'user') return;
    if (message.sender === 'business') this.#clearBusinessTyping();
    this.#countUnread(1);
    void this.markRead();
  }

  /**
   * Loads the thread (the first time) or fetches what was missed since the newest stored message
   * (`after`), page by page. Runs one at a time; a call during a run makes it run once more.
   */
  sync(): Promise<void> {
    if (this.#syncing) {
      this.#syncAgain = true;
      return this.#syncing;
    }
    this.#syncing = (async () => {
      do {
        this.#syncAgain = false;
        await this.#syncOnce();
      } while (this.#syncAgain && this.activeCustomerId !== null);
    })().finally(() => {
      this.#syncing = null;
    });
    return this.#syncing;
  }

  /** Sends what waits in the outbox, oldest first, while the network and the socket are up. */
  /**
   * Fetches the thread again once the server's confirmation (an order created or paid, an enquiry sent)
   * is due, so it shows even when the socket missed its push.
   */
  refreshAfterConfirmation(): void {
    this.#later(CONFIRMATION_MESSAGE_DELAY_MS, () => void this.sync());
  }

  flush(): Promise<void> {
    this.#flushing ??= this.#flushOutbox().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #syncOnce(): Promise<void> {
    const customerId = this.activeCustomerId;
    if (!customerId) return;
    const firstLoad = !this.#loaded;
    if (firstLoad) runInAction(() => (this.status = 'loading'));
    try {
      for (let page = 0; page < MAX_CATCH_UP_PAGES; page += 1) {
        const after = firstLoad ? null : lastStoredAt(this.messages);
        const answer = await this.root.api.get(CHAT_PATHS.messages, after ? { customerId, after } : { customerId }, messagesAnswerSchema);
        if (this.activeCustomerId !== customerId) return;
        const fresh = answer.messages.filter((message) => message.clientId === customerId);
        const unseen = fresh.filter((message) => message.sender !== 'user' && !isKnownMessage(this.messages, message));
        runInAction(() => {
          this.#accept(fresh);
          this.orders = answer.orders;
          if (firstLoad) {
            this.#loaded = true;
            this.status = 'ready';
            // a returning customer sees the badge for the business's replies not read yet
            if (!this.root.ui.chat.open && !this.onScreen) {
              this.root.ui.setUnreadCount(fresh.filter((message) => message.sender !== 'user' && !message.readAt).length);
            }
          } else {
            this.#countUnread(unseen.length);
          }
        });
        if (firstLoad || answer.messages.length < CHAT_MESSAGES_PAGE_SIZE) break;
      }
    } catch (error) {
      if (this.activeCustomerId !== customerId) return;
      console.warn('[chat] loading messages failed', error);
      runInAction(() => {
        if (!this.#loaded) this.status = 'error';
      });
      return;
    }
    void this.markRead();
  }

  async #flushOutbox(): Promise<void> {
    const customerId = this.activeCustomerId;
    while (customerId && this.activeCustomerId === customerId && this.#canSend()) {
      const entry = this.outbox[0];
      if (!entry) return;
      try {
        const answer =
          entry.route === 'message'
            ? await this.root.api.post(CHAT_PATHS.sendMessage, entry.body, newMessageAnswerSchema)
            : await this.root.api.post(CHAT_PATHS.quickReply, entry.body, newMessageAnswerSchema);
        if (this.activeCustomerId !== customerId) return;
        this.#accept([answer.newMessage]);
        this.#removeFromOutbox(entry.body.clientMessageId);
      } catch (error) {
        if (this.activeCustomerId !== customerId) return;
        // not reached: keep it, in its place, for when the connection returns
        if (isRetryableSendError(error)) return;
        this.#removeFromOutbox(entry.body.clientMessageId);
        this.root.ui.notify(sendErrorMessage(error), 'error');
      }
    }
  }

  /** New messages for the customer raise the badge while the panel is closed (and the thread not on screen, as on the mobile page). */
  #countUnread(count: number): void {
    if (this.onScreen) return;
    for (let i = 0; i < count; i += 1) this.root.ui.countUnread();
  }

  #canSend(): boolean {
    return this.online && this.connected;
  }

  readonly #enqueue = action((entry: OutboxEntry): void => {
    this.outbox.push(entry);
    writeOutbox(this.#storage, this.outbox);
  });

  readonly #removeFromOutbox = action((clientMessageId: string): void => {
    const next = this.outbox.filter((entry) => entry.body.clientMessageId !== clientMessageId);
    if (next.length === this.outbox.length) return;
    this.outbox = next;
    writeOutbox(this.#storage, this.outbox);
  });

  /** Merges stored messages into the thread; those that were waiting in the outbox leave it. */
  readonly #accept = action((incoming: readonly ChatMessage[]): void => {
    if (incoming.length === 0) return;
    this.messages = mergeMessages(this.messages, incoming);
    for (const message of incoming) {
      if (message.clientMessageId) this.#removeFromOutbox(message.clientMessageId);
    }
  });

  readonly #appendLocalLine = action((text: string): void => {
    const customerId = this.customerId ?? '';
    const line: ChatMessage = {
      _id: `${LOCAL_ID_PREFIX}${makeClientMessageId()}`,
      message: text,
      type: 'text',
      sender: 'system',
      senderId: null,
      caption: null,
      contentType: null,
      createdAt: this.#nowIso(),
      clientId: customerId,
      customerId,
      clientMessageId: null,
      payload: null,
      readAt: null,
    };
    this.messages = [...this.messages, line];
  });

  readonly #socketConnected = action((): void => {
    this.connected = true;
    this.hasConnected = true;
    // what was missed first, so a send whose answer was lost is recognised before it is retried
    void this.sync().then(() => this.flush());
  });

  /**
   * The server refused the handshake (an expired token, say): a REST call through the API client
   * refreshes the token for the socket's next attempt, or logs out when the session is over.
   */
  readonly #socketRefused = (error: Error): void => {
    if (handshakeErrorCode(error) && this.online) void this.sync();
  };

  readonly #socketDisconnected = action((): void => {
    this.connected = false;
    this.#clearBusinessTyping();
  });

  readonly #pageChanged = action((): void => {
    const wasOnline = this.online;
    this.online = this.#signals.online();
    if (this.online && !wasOnline) {
      this.#socket?.reconnectNow();
      if (!this.#loaded) void this.sync();
      void this.flush();
    }
    void this.markRead();
  });

  readonly #typingReceived = action((event: TypingEvent): void => {
    if (event.customerId !== this.activeCustomerId || event.from !== 'business') return;
    this.#clearBusinessTyping();
    if (!event.isTyping) return;
    this.businessTyping = true;
    // a lost "stopped" must not leave the dots forever
    this.#businessTypingTimer = setTimeout(() => this.#clearBusinessTyping(), TYPING_TIMEOUT_MS);
  });

  readonly #clearBusinessTyping = action((): void => {
    if (this.#businessTypingTimer !== null) clearTimeout(this.#businessTypingTimer);
    this.#businessTypingTimer = null;
    this.businessTyping = false;
  });

  readonly #messagesRead = action((event: MessagesReadEvent): void => {
    if (event.customerId !== this.activeCustomerId) return;
    // the business read the customer's messages (read ticks), or another tab of the customer read the business's
    this.messages = event.by === 'business' ? markReadUpTo(this.messages, 'user', event.readAt) : markReadForCustomer(this.messages, event.readAt);
  });

  #later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      runInAction(run);
    }, ms);
    this.#timers.add(timer);
  }

  #nowIso(): string {
    return new Date(this.root.now()).toISOString();
  }
}

let instance: ConversationStore | null = null;

/** The page's one conversation store. */
export function getConversationStore(root: RootStore): ConversationStore {
  instance ??= new ConversationStore(root);
  return instance;
}
