import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { chatMessageSchema } from '../chat/schemas';
export * from './values';

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
