import { z } from 'zod';
import { idSchema } from './common';
import {
  chatMessageSchema,
  clientMessageIdSchema,
  CHAT_CAPTION_MAX_CHARS,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_MESSAGES_PAGE_SIZE,
  markReadAnswerSchema,
  newMessageAnswerSchema,
} from './chat';
import { customerDataSchema } from './customer-auth';
import { orderSummarySchema } from './orders-history';

/**
 * The owner's inbox: the business answers its customers' chats. Owner token only (role `user`); every
 * call is scoped to the owner's own business, and a customer of another business answers 404.
 */
export const INBOX_PATHS = {
  conversations: '/business_website/chat_inbox/conversations',
  messages: '/business_website/chat_inbox/messages',
  reply: '/business_website/chat_inbox/reply',
  markRead: '/business_website/chat_inbox/mark_read',
  customer: '/business_website/chat_inbox/customer',
  /** The owner completes (or undoes) a pipeline stage of an order. */
  orderStage: '/business_website/chat_inbox/order_stage',
} as const;

/** Where the host shows the inbox. */
export const INBOX_ROUTE = '/owner/inbox';

export const conversationSchema = z.object({
  customer: customerDataSchema,
  lastMessage: chatMessageSchema.nullable(),
  /** The customer's messages the owner has not read. */
  unreadCount: z.number().int().nonnegative(),
  /** ISO time of the last message (conversations sort newest first). */
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationsAnswerSchema = z.object({ message: z.literal('success'), data: z.array(conversationSchema) });
export type ConversationsAnswer = z.infer<typeof conversationsAnswerSchema>;

export const inboxMessagesQuerySchema = z.strictObject({
  customerId: idSchema,
  after: z.iso.datetime({ offset: true }).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_PAGE_SIZE).default(CHAT_MESSAGES_PAGE_SIZE),
});
export const inboxMessagesAnswerSchema = z.object({ message: z.literal('success'), messages: z.array(chatMessageSchema) });

/** The owner's reply: text, or an uploaded attachment's URL. */
export const inboxReplyBodySchema = z.strictObject({
  customerId: idSchema,
  message: z.string().max(CHAT_MESSAGE_MAX_CHARS),
  type: z.enum(['text', 'image', 'file', 'audio']),
  caption: z.string().max(CHAT_CAPTION_MAX_CHARS).nullable().optional(),
  contentType: z.string().max(200).nullable().optional(),
  clientMessageId: clientMessageIdSchema,
});
export type InboxReplyBody = z.input<typeof inboxReplyBodySchema>;
/** The reply answers like the widget's send: the stored message (the same one for a repeated clientMessageId). */
export const inboxReplyAnswerSchema = newMessageAnswerSchema;

export const inboxMarkReadBodySchema = z.strictObject({ customerId: idSchema });
/** Mark read answers when the owner read up to (the same `readAt` the customer's `messages-read` carries). */
export const inboxMarkReadAnswerSchema = markReadAnswerSchema;

export const inboxCartLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  variantName: z.string().nullable(),
  packageName: z.string().nullable(),
  quantity: z.number().int(),
  /** Rupees per unit before tax; null when the business hides the price. */
  unitPrice: z.number().nullable(),
});
export const inboxCustomerQuerySchema = z.strictObject({ customerId: idSchema });
/** Beside the thread: who the customer is, their current cart and their orders. */
export const inboxCustomerAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    customer: customerDataSchema,
    cart: z.array(inboxCartLineSchema),
    orders: z.array(orderSummarySchema),
  }),
});
export type InboxCustomerAnswer = z.infer<typeof inboxCustomerAnswerSchema>;

/**
 * The owner moves an order through its pipeline stages (Confirmed, Packed, Shipped, Delivered…) one at a
 * time: a stage is completed only after the stages before it, and set back to Pending (undo) only while
 * no later stage is completed. The order's status follows its stages:
 * - a Draft order becomes Active once any stage is completed;
 * - an order becomes Completed when every stage is completed;
 * - setting a stage of a Completed order back to Pending makes it Active again;
 * - a Cancelled order's stages no longer move.
 */
export const ORDER_STAGE_MOVES = ['Completed', 'Pending'] as const;
export type OrderStageMove = (typeof ORDER_STAGE_MOVES)[number];

export const orderStageBodySchema = z.strictObject({
  orderId: idSchema,
  stageId: idSchema,
  status: z.enum(ORDER_STAGE_MOVES),
});
export type OrderStageBody = z.input<typeof orderStageBodySchema>;

export const orderStageAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    /** The order as it now is, with all its stages. */
    order: orderSummarySchema,
    /** False when the stage already had this status (nothing changed, nothing announced). */
    changed: z.boolean(),
    /** Who moved the stage (the owner's id) and when (ISO); null when nothing changed. */
    movedBy: idSchema.nullable(),
    movedAt: z.string().nullable(),
  }),
});
export type OrderStageAnswer = z.infer<typeof orderStageAnswerSchema>;

/**
 * What the customer's chat says when an order changes beyond 'Order Created' and 'Order Cancelled'
 * (each an order-status card, live over the socket and in History).
 */
export const ORDER_UPDATE_LINES = {
  paymentReceived: 'Payment Received',
  paymentNotConfirmed: (reason: string) => `Payment Not Confirmed: ${reason}`,
  stageCompleted: (stage: string) => `Order Updated: ${stage} completed`,
  stageReopened: (stage: string) => `Order Updated: ${stage} not completed yet`,
  orderCompleted: 'Order Completed',
} as const;
