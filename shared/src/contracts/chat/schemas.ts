import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { totalsLinesSchema } from '../orders/schemas';
import { orderSummarySchema } from '../orders-history/schemas';
import { productSchema } from '../product/schemas';
import { CHAT_MESSAGES_PAGE_SIZE, MESSAGE_TYPES, MESSAGE_SENDERS, CHAT_MESSAGE_MAX_CHARS, CHAT_CAPTION_MAX_CHARS, CHAT_CATALOGUE_PAGE_SIZE } from './values';
export * from './values';

export type MessageType = (typeof MESSAGE_TYPES)[number];
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

/**
 * A client-made id (the composer makes one per message): sending the same one twice stores one
 * message, so a retry after a lost answer or a reconnect never doubles a line.
 */
export const clientMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientMessageId must be 8-64 letters, digits, - or _');

/** A topic card: what the customer picked in topic selection. */
export const topicCardSchema = z.object({
  kind: z.literal('topic'),
  topic: z.object({
    name: z.string().max(200),
    type: z.enum(['custom', 'catalogue', 'template']),
    description: z.string().max(2_000),
    price: z.number().nullable(),
    image: z.string().max(2_000).nullable(),
  }),
});
/** An order's status line ('Order Cancelled', later 'Order Created', 'Payment received'). */
export const orderStatusCardSchema = z.object({
  kind: z.literal('order-status'),
  orderId: idSchema,
  orderNumber: z.string(),
  title: z.string(),
  status: z.string(),
  /** The order's totals block, on the card of the order's creation (cards of later changes leave it out). */
  totals: totalsLinesSchema.optional(),
});
/**
 * An enquiry the customer sent from a product (enquiry request view), as the server read it from the
 * catalogue: names, choices and quantities, and, only for the detailed kind, each line's price (tax
 * included) where the business shows it, with the total of those. A hidden price is null.
 */
export const enquiryCardSchema = z.object({
  kind: z.literal('enquiry'),
  withPrice: z.boolean(),
  items: z.array(
    z.object({
      productId: idSchema,
      name: z.string(),
      image: z.string().nullable(),
      /** The chosen variant's or package's name. */
      choice: z.string().nullable(),
      quantity: z.number().int().min(1),
      /** The line's price in rupees; null without prices or when the business hides it. */
      price: z.number().nullable(),
    }),
  ),
  /** The sum of the priced lines; null for an enquiry without prices (or with none shown). */
  total: z.number().nullable(),
});
export type EnquiryCard = z.infer<typeof enquiryCardSchema>;
/**
 * Structured content of a `component` message, rendered as a card in the thread. A union on `kind`,
 * so the checkout's cards (order summary, enquiry) join it without changing the others.
 */
export const componentPayloadSchema = z.discriminatedUnion('kind', [topicCardSchema, orderStatusCardSchema, enquiryCardSchema]);
export type ComponentPayload = z.infer<typeof componentPayloadSchema>;

/** A message as both sides receive it (REST answers and the socket's events). */
export const chatMessageSchema = z.object({
  _id: idSchema,
  message: z.string(),
  type: z.enum(MESSAGE_TYPES),
  sender: z.enum(MESSAGE_SENDERS),
  senderId: z.string().nullable(),
  caption: z.string().nullable(),
  contentType: z.string().nullable(),
  /** ISO time the server stored it. */
  createdAt: z.string(),
  /** The conversation's customer; a widget ignores socket messages whose clientId is not its customer. */
  clientId: idSchema,
  customerId: idSchema,
  clientMessageId: z.string().nullable(),
  payload: componentPayloadSchema.nullable(),
  /** When the other side read it (the customer's read tick; the inbox's unread count); null until then. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET messages: the conversation, oldest first. `after` fetches what a reconnecting client missed. */
export const messagesQuerySchema = z.strictObject({
  customerId: idSchema,
  /** Only messages stored after this ISO time (catch-up after a reconnect). */
  after: z.iso.datetime({ offset: true }).optional(),
  /** Only messages stored before this ISO time (older history). */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_PAGE_SIZE).default(CHAT_MESSAGES_PAGE_SIZE),
});
export const messagesAnswerSchema = z.object({
  message: z.literal('success'),
  messages: z.array(chatMessageSchema),
  /** The customer's latest orders (the thread shows their cards). */
  orders: z.array(orderSummarySchema),
});
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

const messageText = z.string().max(CHAT_MESSAGE_MAX_CHARS);
const caption = z.string().max(CHAT_CAPTION_MAX_CHARS).nullable().optional();
const contentType = z.string().max(200).nullable().optional();

/**
 * Send message. `text`: `message` must hold something after trimming. `image` / `file` / `audio`:
 * `message` is the URL the upload answered (this business's `/uploads/.../chat-widget/...`), `caption`
 * optional, `contentType` the upload's mimeType.
 */
export const sendMessageBodySchema = z.strictObject({
  senderId: idSchema,
  customerId: idSchema,
  message: messageText,
  type: z.enum(['text', 'image', 'file', 'audio']),
  caption,
  contentType,
  clientMessageId: clientMessageIdSchema,
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** Quick reply / component message: the same fields with type `component` and its card. */
export const quickReplyBodySchema = z.strictObject({
  senderId: idSchema,
  customerId: idSchema,
  message: messageText,
  type: z.literal('component'),
  payload: componentPayloadSchema,
  caption,
  contentType,
  clientMessageId: clientMessageIdSchema,
});
export type QuickReplyBody = z.input<typeof quickReplyBodySchema>;

export const newMessageAnswerSchema = z.object({ message: z.literal('success'), newMessage: chatMessageSchema });
export type NewMessageAnswer = z.infer<typeof newMessageAnswerSchema>;

/** The customer has read the business's messages up to now. */
export const markReadBodySchema = z.strictObject({ customerId: idSchema });
export const markReadAnswerSchema = z.object({ message: z.literal('success'), readAt: z.string() });

/** The customer's unread count: the business's and the system's messages the customer has not read (the chat badge). */
export const unreadCountQuerySchema = z.strictObject({ customerId: idSchema });
export const unreadCountAnswerSchema = z.object({ message: z.literal('success'), unreadCount: z.number().int().nonnegative() });
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswerSchema>;

/** Topic sub-categories: the categories of a catalogue topic's catalogue, by the topic's name. */
export const topicSubCategoriesBodySchema = z.strictObject({ selectedTopic: z.string().trim().min(1).max(200) });
export const topicCategorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string().nullable(),
  totalItems: z.number().int().nonnegative(),
  type: z.enum(['product', 'service']),
  slug: z.string(),
});
export type TopicCategory = z.infer<typeof topicCategorySchema>;
export const topicSubCategoriesAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    catalogue: z.object({ _id: idSchema, name: z.string(), image: z.string().nullable(), slug: z.string() }),
    categories: z.array(topicCategorySchema),
  }),
});
export type TopicSubCategoriesAnswer = z.infer<typeof topicSubCategoriesAnswerSchema>;

/** Catalogue items of the widget's product or service list (status Published, 20 a page). */
export const catalogueItemsQuerySchema = z.strictObject({
  catalogueId: idSchema,
  type: z.enum(['product', 'service']),
  categoryId: idSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT_CATALOGUE_PAGE_SIZE).default(CHAT_CATALOGUE_PAGE_SIZE),
});
export const catalogueItemsAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.array(productSchema),
  /** Page count. */
  size: z.number().int().nonnegative(),
});
export type CatalogueItemsAnswer = z.infer<typeof catalogueItemsAnswerSchema>;
