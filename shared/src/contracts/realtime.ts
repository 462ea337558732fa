import { z } from 'zod';
import { idSchema } from './common';
import { chatMessageSchema } from './chat';

/**
 * The realtime socket (socket.io on the API, forwarded by the host at `/socket.io`). The handshake
 * carries the access token (`auth: { token }`): a customer's socket joins its own room after
 * `new-user-add` names its own customerId; an owner's socket joins its business's inbox room at once.
 */
export const SOCKET_PATH = '/socket.io';

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

/** `typing` sent by a client: the owner names the conversation, a customer's is always its own. */
export const typingClientEventSchema = z.object({ isTyping: z.boolean(), customerId: idSchema.optional() });
/** `typing` received: who is typing in which conversation. */
export const typingEventSchema = z.object({ customerId: idSchema, from: z.enum(['user', 'business']), isTyping: z.boolean() });
export type TypingEvent = z.infer<typeof typingEventSchema>;

export const inboxMessageEventSchema = z.object({ customerId: idSchema, message: chatMessageSchema });
export type InboxMessageEvent = z.infer<typeof inboxMessageEventSchema>;

/** `by` read the other side's messages of `customerId`'s conversation up to `readAt`. */
export const messagesReadEventSchema = z.object({ customerId: idSchema, by: z.enum(['user', 'business']), readAt: z.string() });
export type MessagesReadEvent = z.infer<typeof messagesReadEventSchema>;

export const orderUpdatedEventSchema = z.object({ customerId: idSchema, orderId: idSchema, status: z.string(), paymentStatus: z.string() });
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;
