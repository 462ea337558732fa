import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { type ChatMessage, type InboxMessageEvent, type MessagesReadEvent, type OrderUpdatedEvent, type TypingEvent } from 'shared';
import { SOCKET_EVENTS, SOCKET_PATH, SOCKET_TRANSPORT_OPTIONS } from 'shared/constants';
import { chatMessageSchema, inboxMessageEventSchema, messagesReadEventSchema, orderUpdatedEventSchema, typingEventSchema } from 'shared/contracts';
import type { z } from 'zod';
import { reconnectDelayMs } from './reconnect-delay';

/** What the app hears from the socket; every payload has been checked against its contract. */
export interface ChatSocketHandlers {
  /** `get-website-chat-widget-message`: a message of the customer's own conversation. */
  onMessage?: (message: ChatMessage) => void;
  /** `inbox-message`: a message of any conversation of the owner's business. */
  onInboxMessage?: (event: InboxMessageEvent) => void;
  onTyping?: (event: TypingEvent) => void;
  onMessagesRead?: (event: MessagesReadEvent) => void;
  onOrderUpdated?: (event: OrderUpdatedEvent) => void;
  /**
   * Connected (for a customer: and in its conversation's room); `reconnect` is true from the second
   * connection on (time to fetch what was missed).
   */
  onConnect?: (info: { reconnect: boolean }) => void;
  onDisconnect?: (reason: string) => void;
  /**
   * A connection attempt failed; the client keeps trying. A refused handshake carries its code
   * (`handshakeErrorCode`): a REST call through the API client then refreshes the token, or logs out.
   */
  onConnectError?: (error: Error) => void;
}

/** The part of a socket.io client socket this module uses (a test passes a fake with the same shape). */
export interface SocketLike {
  readonly connected: boolean;
  /** False once the client gave up on its own (the server refused the handshake or disconnected it). */
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => SocketLike;

export interface ChatSocketOptions {
  /** The access token, read at every (re)connect so a refreshed token is used. */
  getToken: () => string | null;
  /** A customer's socket names its customerId after every (re)connect (`new-user-add`); an owner's has none. */
  customerId?: string | null;
  /** Origin of the socket server; default the page's own (the host forwards /socket.io to the API). */
  url?: string;
  handlers: ChatSocketHandlers;
  /** Default socket.io-client's `io`. */
  connect?: SocketFactory;
}

export interface ChatSocket {
  readonly connected: boolean;
  /** `typing` to the other side; the owner names the conversation, a customer's is always its own. */
  sendTyping(isTyping: boolean, customerId?: string): void;
  /** Tries at once when disconnected (the browser says it is back online); no-op when connected. */
  reconnectNow(): void;
  /** Disconnects for good and stops every retry. */
  close(): void;
}

/** socket.io's own retry policy for dropped transports: forever, 1 s doubling up to 30 s, ±50 % jitter. */
const MANAGER_RETRY = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
} as const;

/** A server that does not acknowledge `new-user-add` within this long is taken to have let the socket in. */
export const JOIN_ACK_TIMEOUT_MS = 3_000;

const isRefusal = (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { ok?: unknown }).ok === false;

/**
 * The code of a refused handshake (`connect_error`'s `data.code`: TOKEN_EXPIRED, TOKEN_INVALID ...), the
 * same an HTTP 401 would carry; null for a failure of the transport.
 */
export function handshakeErrorCode(error: unknown): string | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' && code !== '' ? code : null;
}

const defaultFactory: SocketFactory = (url, options) => (url ? io(url, options) : io(options));

/**
 * The realtime connection of the chat widget and the owner's inbox: socket.io on the page's origin at
 * SOCKET_PATH, the access token in the handshake, typed handlers for the events of the realtime contract.
 * It reconnects forever: socket.io retries dropped transports itself, and this module retries the cases
 * where socket.io gives up (the server refused the handshake, e.g. an expired token, or disconnected the
 * socket), with the same capped, jittered backoff.
 */
export function createChatSocket(options: ChatSocketOptions): ChatSocket {
  const { handlers, customerId } = options;
  const factory = options.connect ?? defaultFactory;
  let closed = false;
  let connectedOnce = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const socket = factory(options.url, {
    path: SOCKET_PATH,
    ...SOCKET_TRANSPORT_OPTIONS,
    // a function, so each attempt carries the token of that moment
    auth: (cb: (data: object) => void) => cb({ token: options.getToken() ?? '' }),
    ...MANAGER_RETRY,
    autoConnect: false,
  });

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  /** socket.io stopped trying on its own: try again later, for as long as the page wants the socket. */
  const retryLater = () => {
    if (closed || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (!closed && !socket.connected) socket.connect();
    }, reconnectDelayMs(failures));
  };

  /** Registers a handler that only ever sees payloads matching the contract; others are dropped. */
  const listen = <S extends z.ZodType>(event: string, schema: S, handler: ((payload: z.output<S>) => void) | undefined) => {
    if (!handler) return;
    socket.on(event, ((payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handler(parsed.data);
      else console.warn(`[chat-socket] ignored a malformed '${event}' event`);
    }) as (...args: never[]) => void);
  };

  socket.on('connect', () => {
    failures = 0;
    clearRetry();
    const reconnect = connectedOnce;
    connectedOnce = true;
    if (!customerId) {
      handlers.onConnect?.({ reconnect });
      return;
    }
    // The server puts a customer's socket in its room only after `new-user-add`, on every new
    // connection. "Connected" is reported once it acknowledged the join, so a catch-up fetched then
    // cannot miss a message published in between (or after JOIN_ACK_TIMEOUT_MS from a server that
    // does not acknowledge). A refused join is followed by the server's disconnect.
    let settled = false;
    const joined = (refused: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(fallback);
      if (!refused && !closed && socket.connected) handlers.onConnect?.({ reconnect });
    };
    const fallback = setTimeout(() => joined(false), JOIN_ACK_TIMEOUT_MS);
    socket.emit(SOCKET_EVENTS.newUserAdd, customerId, (answer: unknown) => joined(isRefusal(answer)));
  });
  socket.on('disconnect', ((reason: string) => {
    handlers.onDisconnect?.(reason);
    // the server's own disconnect is the one case socket.io does not retry
    if (!closed && reason === 'io server disconnect') {
      failures += 1;
      retryLater();
    }
  }) as (...args: never[]) => void);
  socket.on('connect_error', ((error: Error) => {
    failures += 1;
    handlers.onConnectError?.(error);
    if (!socket.active) retryLater();
  }) as (...args: never[]) => void);

  listen(SOCKET_EVENTS.chatMessage, chatMessageSchema, handlers.onMessage);
  listen(SOCKET_EVENTS.inboxMessage, inboxMessageEventSchema, handlers.onInboxMessage);
  listen(SOCKET_EVENTS.typing, typingEventSchema, handlers.onTyping);
  listen(SOCKET_EVENTS.messagesRead, messagesReadEventSchema, handlers.onMessagesRead);
  listen(SOCKET_EVENTS.orderUpdated, orderUpdatedEventSchema, handlers.onOrderUpdated);

  socket.connect();

  return {
    get connected() {
      return !closed && socket.connected;
    },
    sendTyping(isTyping, conversationId) {
      if (closed || !socket.connected) return;
      socket.emit(SOCKET_EVENTS.typing, conversationId ? { isTyping, customerId: conversationId } : { isTyping });
    },
    reconnectNow() {
      if (closed || socket.connected) return;
      clearRetry();
      socket.connect();
    },
    close() {
      closed = true;
      clearRetry();
      socket.disconnect();
    },
  };
}
