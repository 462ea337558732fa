/**
 * The contracts as the page needs them before it has loaded zod: every plain value (paths, limits,
 * messages, checks), every type, and each schema as a reference (`ContractRef`) that loads the schemas
 * when something is first parsed. `shared/contracts` is the same with the zod schemas themselves.
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
export { INBOX_PATHS, INBOX_ROUTE, ORDER_STAGE_MOVES, ORDER_UPDATE_LINES } from './constants/inbox';
export { ORDER_HISTORY_PATHS, ORDER_STATUSES, ORDER_SORT_KEYS, ORDER_HISTORY_PAGE_SIZE, CANCELLABLE_ORDER_STATUSES, ORDER_HISTORY_MESSAGES } from './constants/orders-history';
export { CHECKOUT_PATHS, CHECKOUT_MESSAGES } from './constants/orders';
export { PAGE_EDIT_PATHS, PAGE_EDIT_MESSAGES, CATALOGUE_KEYS, isSafeColor, isSafeLink, isSafeImageUrl, isColorEntry, isImageEntry, isLinkEntry, isCatalogueEntry, sectionValueProblem } from './constants/page-edit';
export { PAGE_TYPES } from './constants/page';
export { PAYMENT_PATHS, SANDBOX_GATEWAY_PATHS, RAZORPAY_CHECKOUT_SCRIPT_URL, PAYMENT_MESSAGES, MANUAL_PAYMENT_METHODS, UTR_PATTERN, MANUAL_PAYMENT_STATUSES, upiPaymentLink } from './constants/payments';
export { STOCK_STATUSES, SORT_OPTIONS } from './constants/product';
export { SOCKET_PATH, SOCKET_EVENTS, TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from './constants/realtime';
export { SECTION_STATUSES, VIEW_MODES, SECTION_VALUE_TYPES } from './constants/section';
export { UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_FILE_FIELD, UPLOAD_PATHS, UPLOAD_MESSAGES } from './constants/upload';
export * from './errors';
export * from './paths';
export * from './image-variants';
export type { AddressType, AddressInput, Address, AddressListAnswer, AddressAnswer, PincodeDetails, PincodeAnswer } from './addresses';
export type { TokenRole, SessionType, OwnerLoginBody, OwnerProfile, OwnerLoginAnswer, OwnerSessionAnswer, ReauthAnswer } from './auth';
export type { CartLineInput, ServerCartItem, CartAnswer, CartUpdateField, UpdateCartItemBody } from './cart';
export type { Category, Catalogue, CatalogueListAnswer, CategoriesAnswer } from './catalogue';
export type { MessageType, MessageSender, EnquiryCard, ComponentPayload, ChatMessage, MessagesAnswer, SendMessageBody, QuickReplyBody, NewMessageAnswer, TopicCategory, TopicSubCategoriesAnswer, CatalogueItemsAnswer } from './chat';
export type { AttachmentKind, ChatUploadAnswer } from './chat-upload';
export type { ErrorAnswer } from './common';
export type { ContactUsBody, ContactUsAnswer, ContactInboxMessage, ContactInboxAnswer } from './contact';
export type { SendCodeBody, SendCodeAnswer, VerifyCodeBody, CustomerData, VerifyCodeAnswer, VerifySessionBody, VerifySessionAnswer, DecodeSessionAnswer, LoginCodeErrorAnswer } from './customer-auth';
export type { EnquiryItemInput, SendEnquiryBody } from './enquiry';
export type { Conversation, ConversationsAnswer, InboxReplyBody, InboxCustomerAnswer, OrderStageMove, OrderStageBody, OrderStageAnswer } from './inbox';
export type { CheckoutLine, TotalsBody, TotalsSummary, TotalsAnswer, CreateOrderBody, CreateOrderAnswer } from './orders';
export type { OrderStatus, OrderSortKey, PaymentMilestone, OrderSummary, CustomerOrdersBody, CustomerOrdersAnswer, CancelOrderBody, CancelOrderAnswer } from './orders-history';
export type { PageType, ColorPalette, WebsitePage, ChatTopic, ChatWidgetSettings, InstalledWidget, PageQuery, PageAnswer } from './page';
export type { UpdateSectionBody, DuplicateSectionBody, SectionStatusBody, RemoveSectionBody, PageEditAnswer } from './page-edit';
export type { ManualPaymentMethod, ManualPaymentOption, ManualPaymentDetails, PaymentIntegrationBody, PaymentIntegrationData, PaymentIntegrationAnswer, PaymentMethodsBody, PaymentMethod, PaymentMethodsAnswer, InitOnlinePaymentBody, InitOnlinePaymentData, InitOnlinePaymentAnswer, GatewaySuccess, VerifyOnlinePaymentBody, VerifyOnlinePaymentAnswer, ManualReferenceBody, ManualPayment, ManualReferenceAnswer, AwaitingConfirmationAnswer, ManualConfirmationBody, ManualConfirmationAnswer } from './payments';
export type { StockStatus, SortOption, Variant, ServicePackage, Pricing, Product, ProductListQuery, ProductListFilters, ProductListAnswer, ProductDetailsAnswer } from './product';
export type { TypingEvent, InboxMessageEvent, MessagesReadEvent, OrderUpdatedEvent } from './realtime';
export type { SectionValue, Section, ViewMode } from './section';
export type { UploadImageMimeType, UploadImageAnswer } from './upload';
export { isContractRef, loadContracts, loadedContracts, schemaOf, type ContractRef, type Parser } from './contract-ref';
export * from './refs';
