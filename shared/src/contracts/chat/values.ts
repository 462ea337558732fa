/**
 * The chat contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../chat.ts).
 */

/**
 * The chat widget's message, topic and catalogue calls (chat document section 7 "Messages and orders").
 * The specification gives payloads and answers, not paths; these are the project's. Every call carries
 * the customer's bearer token: the business and the customer come from it, and a `customerId` or
 * `senderId` in a body that is not the token's own customer is refused (403).
 */
export const CHAT_PATHS = {
  messages: '/business_website/chat_widget/messages',
  sendMessage: '/business_website/chat_widget/send_message',
  quickReply: '/business_website/chat_widget/quick_reply',
  markRead: '/business_website/chat_widget/mark_read',
  unreadCount: '/business_website/chat_widget/unread_count',
  topicSubCategories: '/business_website/chat_widget/topic_sub_categories',
  catalogueItems: '/business_website/chat_widget/catalogue_items',
  upload: '/business_website/chat_widget/upload',
} as const;

/** Text messages are at most this long (a chat line, not a document). */
export const CHAT_MESSAGE_MAX_CHARS = 4_000;

/** Captions of attachments are at most this long. */
export const CHAT_CAPTION_MAX_CHARS = 1_000;

/** The widget's catalogue item lists page by this many items (chat document: limit 20). */
export const CHAT_CATALOGUE_PAGE_SIZE = 20;

/** One page of a conversation's history. */
export const CHAT_MESSAGES_PAGE_SIZE = 100;

/** Strings of the message rows of the error catalogue. */
export const CHAT_MESSAGES = {
  sendFailed: 'Error sending message.',
} as const;

export const MESSAGE_TYPES = ['text', 'component', 'image', 'file', 'audio'] as const;

/** `user` is the customer, `business` the owner answering from the inbox, `system` the widget's automatic lines. */
export const MESSAGE_SENDERS = ['user', 'system', 'business'] as const;
