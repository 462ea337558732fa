/**
 * The contracts as the `shared` singleton carries them before the page has loaded zod: every type, and
 * each schema as a reference (`ContractRef`) that loads the schemas when something is first parsed.
 * The references are in the singleton because they share one loaded copy of the schemas. The plain
 * values are in `./values` (`shared/constants`); `shared/contracts` holds the zod schemas themselves.
 */
export type { AddressType, AddressInput, Address, AddressListAnswer, AddressAnswer, PincodeDetails, PincodeAnswer } from './addresses';
export type { TokenRole, SessionType, OwnerLoginBody, OwnerProfile, OwnerLoginAnswer, OwnerSessionAnswer, ReauthAnswer } from './auth';
export type { CartLine, CartLineInput, ServerCartItem, CartAnswer, CartUpdateField, UpdateCartItemBody } from './cart';
export type { Category, Catalogue, CatalogueListAnswer, CategoriesAnswer } from './catalogue';
export type { MessageType, MessageSender, EnquiryCard, ComponentPayload, ChatMessage, MessagesAnswer, SendMessageBody, QuickReplyBody, NewMessageAnswer, TopicCategory, TopicSubCategoriesAnswer, CatalogueItemsAnswer } from './chat';
export type { AttachmentKind, ChatUploadAnswer } from './chat-upload';
export type { ErrorAnswer } from './common';
export type { ContactUsBody, ContactUsAnswer, ContactInboxMessage, ContactInboxAnswer } from './contact';
export type { SendCodeBody, SendCodeAnswer, VerifyCodeBody, CustomerData, VerifyCodeAnswer, VerifySessionBody, VerifySessionAnswer, DecodeSessionAnswer, LoginCodeErrorAnswer } from './customer-auth';
export type { EnquiryItemInput, SendEnquiryBody } from './enquiry';
export type { Conversation, ConversationsAnswer, InboxReplyBody, InboxCustomerAnswer, InboxDeliveryAddress, InboxOrder, OrderStageMove, OrderStageBody, OrderStageAnswer } from './inbox';
export type { OwnerNotice, OwnerNoticesAnswer } from './owner-notices';
export type { TotalsBody, TotalsLines, PricedLineAnswer, TotalsSummary, TotalsAnswer, CreateOrderBody, CreateOrderAnswer } from './orders';
export type { OrderStatus, OrderSortKey, PaymentMilestone, MilestoneSubmission, MilestoneRejection, MilestoneReceipt, OrderSummary, CustomerOrdersBody, CustomerOrdersAnswer, CancelOrderBody, CancelOrderAnswer } from './orders-history';
export type { PageType, ColorPalette, WebsitePage, ChatTopic, ChatWidgetSettings, InstalledWidget, PageQuery, PageAnswer } from './page';
export type { UpdateSectionBody, DuplicateSectionBody, SectionStatusBody, RemoveSectionBody, PageEditAnswer } from './page-edit';
export type { ManualPaymentMethod, ManualPaymentOption, ManualPaymentDetails, PaymentIntegrationBody, PaymentIntegrationData, PaymentIntegrationAnswer, PaymentMethodsBody, PaymentMethod, PaymentMethodsAnswer, InitOnlinePaymentBody, InitOnlinePaymentData, InitOnlinePaymentAnswer, GatewaySuccess, VerifyOnlinePaymentBody, VerifyOnlinePaymentAnswer, ManualReferenceBody, ManualPayment, ManualReferenceAnswer, AwaitingConfirmationAnswer, ManualConfirmationBody, ManualConfirmationAnswer, PaymentRefund, PaymentRefundsAnswer, RefundPaymentBody, RefundPaymentAnswer } from './payments';
export type { StockStatus, SortOption, Variant, ServicePackage, Pricing, Product, ProductListQuery, ProductListFilters, ProductListAnswer, ProductDetailsAnswer } from './product';
export type { TypingEvent, InboxMessageEvent, MessagesReadEvent, OrderUpdatedEvent } from './realtime';
export type { SectionValue, Section, ViewMode } from './section';
export type { UploadImageMimeType, UploadImageAnswer } from './upload';
export { isContractRef, loadContracts, loadedContracts, schemaOf, type ContractRef, type Parser } from './contract-ref';
export * from './refs';
