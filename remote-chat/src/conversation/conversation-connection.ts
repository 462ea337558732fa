import { action, makeAutoObservable } from 'mobx';
import type { ChatMessage, MessagesReadEvent, OrderUpdatedEvent, TypingEvent } from 'shared';
import { createChatSocket, handshakeErrorCode, type ChatSocket, type ChatSocketOptions } from '../realtime/chat-socket';
import { HeardTyping } from '../realtime/heard-typing';
import { browserPageSignals, type PageSignals } from './page-signals';
import { TypingThrottle } from './typing-throttle';

/** What the conversation does when its link to the server changes or hears something. */
export interface ConnectionEvents {
  /** The socket connected (again). */
  connected(): void;
  /** The browser's network came back. */
  backOnline(): void;
  /** The network or the tab's visibility may have changed. */
  pageChanged(): void;
  /** The server refused the handshake (an expired token, say) while the network is up. */
  refused(): void;
  message(message: ChatMessage): void;
  messagesRead(event: MessagesReadEvent): void;
  orderUpdated(event: OrderUpdatedEvent): void;
}

export interface ConnectionOptions {
  /** Opens the realtime socket; default `createChatSocket` on the page's origin. */
  connectSocket?: ((options: ChatSocketOptions) => ChatSocket) | undefined;
  /** Network and tab visibility; default the browser's. */
  signals?: PageSignals | undefined;
  /** The clock, epoch ms (the typing throttle's). */
  now: () => number;
}

/**
 * The customer conversation's link to the server: the realtime socket, the page's network and
 * visibility, and typing both ways. It reports what happens (`ConnectionEvents`); the conversation
 * decides what follows (fetch what was missed, send what waited).
 */
export class ConversationConnection {
  /** The realtime socket is connected. */
  connected = false;
  /** The browser says it has a network. */
  online = true;
  /** The socket connected at least once since it was opened. */
  hasConnected = false;
  /** The business is writing (from the socket's `typing` events). */
  businessTyping = false;

  readonly #connectSocket: (options: ChatSocketOptions) => ChatSocket;
  readonly #signals: PageSignals;
  readonly #typingThrottle: TypingThrottle;
  /** The one writer the customer's chat hears typing: the business. */
  readonly #businessTyping = new HeardTyping<'business'>(
    action((_writer: 'business', typing: boolean) => {
      this.businessTyping = typing;
    }),
  );
  #socket: ChatSocket | null = null;
  #customerId: string | null = null;
  #unwatchSignals: () => void = () => undefined;

  constructor(options: ConnectionOptions) {
    this.#connectSocket = options.connectSocket ?? createChatSocket;
    this.#signals = options.signals ?? browserPageSignals();
    this.#typingThrottle = new TypingThrottle((isTyping) => this.#socket?.sendTyping(isTyping), options.now);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The tab is in front. */
  visible(): boolean {
    return this.#signals.visible();
  }

  /** Watches the page and connects the socket of `customerId`'s conversation. */
  open(customerId: string, getToken: () => string | null, events: ConnectionEvents): void {
    this.#customerId = customerId;
    this.online = this.#signals.online();
    this.#unwatchSignals = this.#signals.watch(action(() => this.#pageChanged(events)));
    this.#socket = this.#connectSocket({
      getToken,
      customerId,
      handlers: {
        onConnect: action(() => {
          this.connected = true;
          this.hasConnected = true;
          events.connected();
        }),
        onDisconnect: action(() => {
          this.connected = false;
          this.#businessTyping.stop('business');
        }),
        onConnectError: (error) => {
          if (handshakeErrorCode(error) && this.online) events.refused();
        },
        onMessage: events.message,
        onTyping: (event) => this.#typingReceived(event),
        onMessagesRead: events.messagesRead,
        onOrderUpdated: (event) => {
          if (event.customerId === this.#customerId) events.orderUpdated(event);
        },
      },
    });
  }

  /** Disconnects for good and stops watching the page. */
  close(): void {
    this.#socket?.close();
    this.#socket = null;
    this.#unwatchSignals();
    this.#unwatchSignals = () => undefined;
    this.#businessTyping.stop('business');
    this.#customerId = null;
    this.connected = false;
    this.hasConnected = false;
  }

  /** The text box changed: tell the business the customer is typing (throttled). */
  noteTyping(text: string): void {
    this.#typingThrottle.input(text);
  }

  /** Sent, cleared or left the text box: the business's indicator goes away. */
  stopTyping(): void {
    this.#typingThrottle.stop();
  }

  /** A message from the business ends its typing dots. */
  businessWrote(): void {
    this.#businessTyping.stop('business');
  }

  #pageChanged(events: ConnectionEvents): void {
    const wasOnline = this.online;
    this.online = this.#signals.online();
    if (this.online && !wasOnline) {
      this.#socket?.reconnectNow();
      events.backOnline();
    }
    events.pageChanged();
  }

  #typingReceived(event: TypingEvent): void {
    if (event.customerId !== this.#customerId || event.from !== 'business') return;
    this.#businessTyping.heard('business', event.isTyping);
  }
}
