/**
 * The inbox contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../inbox.ts).
 */

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
  /** An order not paid within the business's time (see ORDER_EXPIRY in ./order-expiry.ts): cancelled, its stock back on sale. */
  orderExpired: 'Order Expired',
} as const;
