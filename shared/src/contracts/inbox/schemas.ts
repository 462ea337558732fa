import { z } from 'zod';
import { addressSchema } from '../addresses/schemas';
import { idSchema } from '../common/schemas';
import {
  chatMessageSchema,
  clientMessageIdSchema,
  CHAT_CAPTION_MAX_CHARS,
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_MESSAGES_PAGE_SIZE,
  markReadAnswerSchema,
  newMessageAnswerSchema,
} from '../chat/schemas';
import { customerDataSchema } from '../customer-auth/schemas';
import { orderSummarySchema } from '../orders-history/schemas';
import { ORDER_STAGE_MOVES } from './values';
export * from './values';
export * from './route';

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
/** Where an order goes, as the customer chose it when ordering (a copy: later edits of the address book do not change it). */
export const inboxDeliveryAddressSchema = addressSchema.pick({
  fullName: true,
  countryCode: true,
  phone: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  state: true,
  pincode: true,
});
export type InboxDeliveryAddress = z.infer<typeof inboxDeliveryAddressSchema>;

/** An order beside the owner's thread: the customer's summary and where it goes (null: a service, or no address given). */
export const inboxOrderSchema = orderSummarySchema.extend({ deliverTo: inboxDeliveryAddressSchema.nullable() });
export type InboxOrder = z.infer<typeof inboxOrderSchema>;

/** Beside the thread: who the customer is, their current cart and their orders. */
export const inboxCustomerAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    customer: customerDataSchema,
    cart: z.array(inboxCartLineSchema),
    orders: z.array(inboxOrderSchema),
  }),
});
export type InboxCustomerAnswer = z.infer<typeof inboxCustomerAnswerSchema>;

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
