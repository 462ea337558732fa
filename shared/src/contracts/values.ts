/**
 * The contracts' plain values: paths, limits, messages and checks (`shared/constants`). Pure, so each
 * app bundles the ones it uses instead of the page loading them all with the `shared` singleton.
 */
export { ADDRESS_PATHS, ADDRESS_MESSAGES, ADDRESS_TYPES, PINCODE_PATTERN } from './constants/addresses';
export { AUTH_PATHS, TOKEN_ROLES, SESSION_TYPE_HEADER, SESSION_TYPES, OWNER_AUTH_MESSAGES } from './constants/auth';
export { CART_PATHS, SERVER_CART_MAX_LINES, CART_MESSAGES, CART_UPDATE_FIELDS } from './constants/cart';
export { ATTACHMENT_KINDS, IMAGE_ATTACHMENT_TYPES, VIDEO_ATTACHMENT_TYPES, AUDIO_ATTACHMENT_TYPES, DOCUMENT_ATTACHMENT_TYPES, ATTACHMENT_TYPES, ATTACHMENT_FOLDERS } from './constants/chat-upload';
export { CHAT_PATHS, CHAT_MESSAGE_MAX_CHARS, CHAT_CAPTION_MAX_CHARS, CHAT_CATALOGUE_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE, CHAT_MESSAGES, MESSAGE_TYPES, MESSAGE_SENDERS } from './constants/chat';
export { ID_PATTERN } from './constants/common';
export { CONTACT_LIMITS } from './constants/contact';
export { CUSTOMER_AUTH_PATHS, LOGIN_CODE_DIGITS, LOGIN_CODE_TTL_MS, LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_RESEND_SECONDS, CUSTOMER_LOGIN_MESSAGES, CUSTOMER_LOGIN_ERROR_CODES } from './constants/customer-auth';
export { ENQUIRY_PATHS, ENQUIRY_MAX_ITEMS, ENQUIRY_MESSAGES, enquiryTitle } from './constants/enquiry';
export { INBOX_PATHS, ORDER_STAGE_MOVES, ORDER_UPDATE_LINES } from './constants/inbox';
export { INBOX_ROUTE } from './constants/inbox-route';
export { OWNER_NOTICE_PATHS } from './constants/owner-notices';
export { CUSTOM_DOMAIN_PATHS, CUSTOM_DOMAIN_MESSAGES, RUNTIME_CONFIG_ID } from './constants/custom-domain';
export { ORDER_EXPIRY_PATHS, ORDER_EXPIRY } from './constants/order-expiry';
export { ORDER_HISTORY_PATHS, ORDER_STATUSES, ORDER_CANCEL_REASONS, ORDER_SORT_KEYS, ORDER_HISTORY_PAGE_SIZE, CANCELLABLE_ORDER_STATUSES, ORDER_HISTORY_MESSAGES } from './constants/orders-history';
export { CHECKOUT_PATHS, CHECKOUT_MESSAGES, ORDER_LIMITS, ORDER_LIMIT_MESSAGES } from './constants/orders';
export { PAGE_EDIT_PATHS, PAGE_EDIT_MESSAGES, CATALOGUE_KEYS, isSafeColor, isSafeLink, isSafeImageUrl, isColorEntry, isImageEntry, isLinkEntry, isCatalogueEntry, sectionValueProblem } from './constants/page-edit';
export { PAGE_TYPES } from './constants/page';
export { PAYMENT_PATHS, SANDBOX_GATEWAY_PATHS, RAZORPAY_CHECKOUT_SCRIPT_URL, PAYMENT_MESSAGES, MANUAL_PAYMENT_METHODS, UTR_PATTERN, MANUAL_PAYMENT_STATUSES, PAYMENT_REFUSALS, PAYMENT_REFUND_STATUSES, REFUND_STATUS_LABELS, REFUND_REASONS, REFUND_REASON_LABELS, REFUND_IN_PROGRESS, upiPaymentLink } from './constants/payments';
export { STOCK_STATUSES, SORT_OPTIONS } from './constants/product';
export { SOCKET_PATH, SOCKET_EVENTS, TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from './constants/realtime';
export { SECTION_STATUSES, VIEW_MODES, SECTION_VALUE_TYPES } from './constants/section';
export { UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_FILE_FIELD, UPLOAD_PATHS, UPLOAD_MESSAGES } from './constants/upload';
export * from './errors';
export * from './paths';
export * from './image-variants';
