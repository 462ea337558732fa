/**
 * The realtime contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../realtime.ts).
 */

/**
 * The realtime socket (socket.io on the API, forwarded by the host at `/socket.io`). The handshake
 * carries the access token (`auth: { token }`): a customer's socket joins its own room after
 * `new-user-add` names its own customerId; an owner's socket joins its business's inbox room at once.
 */
export const SOCKET_PATH = '/socket.io';
/**
 * How browsers connect: a WebSocket first, long-polling only when that fails. A socket that starts as
 * a WebSocket is one connection to one API process, so a balancer without sticky sessions carries it;
 * polling's separate requests must all reach the process that holds the session.
 */
export const SOCKET_TRANSPORT_OPTIONS = { transports: ['websocket', 'polling'] as ('websocket' | 'polling')[], tryAllTransports: true };

export const SOCKET_EVENTS = {
  /** customer → server: the customerId (must be the token's own). */
  newUserAdd: 'new-user-add',
  /** server → customer: a message of its conversation (the specification's event). */
  chatMessage: 'get-website-chat-widget-message',
  /** server → owner: a message of any conversation of the business. */
  inboxMessage: 'inbox-message',
  /** both ways: someone is typing. */
  typing: 'typing',
  /** server → both: the other side read the conversation up to `readAt`. */
  messagesRead: 'messages-read',
  /** server → customer and owner: an order changed (created, paid, stage, cancelled). */
  orderUpdated: 'order-updated',
} as const;

/** Typing events are sent at most this often while the person keeps typing. */
export const TYPING_THROTTLE_MS = 2_000;

/** A typing indicator with no news for this long goes away. */
export const TYPING_TIMEOUT_MS = 5_000;
