/**
 * The contracts as the `shared` singleton carries them before the page has loaded zod: every type, and
 * each schema the browser parses with as a reference (`ContractRef`) that loads the schemas when
 * something is first parsed. The plain values are in `./values` (`shared/constants`); `shared/contracts`
 * holds the zod schemas themselves.
 */
// Written by scripts/contract-barrels.cjs from the domain folders: run it after adding one.
export type { AddressType, AddressInput, Address, AddressListAnswer, AddressAnswer, PincodeDetails, PincodeAnswer } from './addresses/schemas';
export type { TokenRole, SessionType, OwnerLoginBody, OwnerProfile, OwnerLoginAnswer, OwnerSessionAnswer, ReauthAnswer } from './auth/schemas';
export type { SaveBusinessHoursBody, BusinessHours, BusinessHoursAnswer, AvailabilityAnswer } from './business-hours/schemas';
export type { BusinessAddress, SaveBusinessProfileBody, BusinessProfile, BusinessProfileAnswer, ChangeSubdomainBody, ChangeSubdomainAnswer } from './business-settings/schemas';
export type { CartLine, CartLineInput, ServerCartItem, CartAnswer, CartUpdateField, UpdateCartItemBody } from './cart/schemas';
export type { CodSettings, SaveCodSettingsBody, CodSettingsAnswer, CodSendCodeBody, CodSendCodeAnswer, CodConfirmBody, CodConfirmAnswer, CodOutcomeBody } from './cash-on-delivery/schemas';
export type { Category, Catalogue, CatalogueListAnswer, CategoriesAnswer } from './catalogue/schemas';
export type { CatalogueCsvRowError, CatalogueCsvRowsInvalidAnswer, CatalogueCsvImportAnswer } from './catalogue-csv/schemas';
export type { MessageType, MessageSender, EnquiryCard, ComponentPayload, ChatMessage, MessagesAnswer, SendMessageBody, QuickReplyBody, NewMessageAnswer, UnreadCountAnswer, TopicCategory, TopicSubCategoriesAnswer, CatalogueItemsAnswer } from './chat/schemas';
export type { EditableTopic, SaveChatSettingsBody, ChatSettings, ChatSettingsAnswer } from './chat-settings/schemas';
export type { AttachmentKind, ChatUploadAnswer } from './chat-upload/schemas';
export type { ErrorAnswer } from './common/schemas';
export type { ContactUsBody, ContactUsAnswer, ContactInboxMessage, ContactInboxAnswer } from './contact/schemas';
export type { SetCustomDomainBody, CustomDomainAnswer, SiteByDomainAnswer } from './custom-domain/schemas';
export type { SendCodeBody, SendCodeAnswer, VerifyCodeBody, CustomerData, VerifyCodeAnswer, VerifySessionBody, VerifySessionAnswer, DecodeSessionAnswer, LoginCodeErrorAnswer } from './customer-auth/schemas';
export type { EnquiryItemInput, SendEnquiryBody } from './enquiry/schemas';
export type { Conversation, ConversationsAnswer, InboxReplyBody, InboxDeliveryAddress, InboxOrder, InboxCustomerAnswer, OrderStageMove, OrderStageBody, OrderStageAnswer } from './inbox/schemas';
export type { OrderExpirySettings, UpdateOrderExpiryBody, OrderExpiryAnswer } from './order-expiry/schemas';
export type { TrackOrderCodeBody, TrackOrderCodeAnswer, TrackOrderTimelineBody, TrackingStep, OrderTimeline, TrackOrderTimelineAnswer } from './order-tracking/schemas';
export type { TotalsBody, TotalsLines, PricedLineAnswer, TotalsSummary, TotalsAnswer, CreateOrderBody, CreateOrderAnswer } from './orders/schemas';
export type { OrderStatus, OrderSortKey, MilestoneSubmission, MilestoneRejection, MilestoneReceipt, PaymentMilestone, OrderSummary, CustomerOrdersBody, CustomerOrdersAnswer, CancelOrderBody, CancelOrderAnswer } from './orders-history/schemas';
export type { CreateCatalogueBody, RenameCatalogueBody, DeleteCatalogueBody, CreateCategoryBody, RenameCategoryBody, DeleteCategoryBody, OwnerCategory, OwnerCatalogueAnswer, OwnerCategoryAnswer, OwnerCatalogueDoneAnswer, ProductDeletedAnswer, CreateProductBody, UpdateProductBody, DeleteProductBody, ProductQuery, ListProductsQuery, OwnerProduct, OwnerProductAnswer, OwnerProductListAnswer, OwnerCatalogueWithCategories, OwnerCataloguesAnswer } from './owner-catalogue/schemas';
export type { DispatchServesInput, CreateDispatchPointBody, UpdateDispatchPointBody, DeleteDispatchPointBody, OwnerDispatchPoint, OwnerDispatchPointAnswer, OwnerDispatchPointListAnswer, OwnerDispatchPointDeletedAnswer } from './owner-dispatch-points/schemas';
export type { OwnerNotice, OwnerNoticesAnswer } from './owner-notices/schemas';
export type { OwnerOrdersFilter, OwnerOrdersQuery, Shipment, OwnerOrderRow, OwnerOrdersAnswer, OwnerOrder, OwnerOrderAnswer, OwnerOrderStageBody } from './owner-orders/schemas';
export type { SaveManualPaymentBody, SaveOnlinePaymentBody, ManualPaymentSettings, OnlinePaymentSettings, PaymentSettings, PaymentSettingsAnswer } from './owner-payment-settings/schemas';
export type { PageType, ColorPalette, WebsitePage, ChatTopic, ChatWidgetSettings, InstalledWidget, PageQuery, PageAnswer } from './page/schemas';
export type { UpdateSectionBody, DuplicateSectionBody, SectionStatusBody, RemoveSectionBody, PageEditAnswer } from './page-edit/schemas';
export type { ManualPaymentMethod, ManualPaymentOption, ManualPaymentDetails, PaymentIntegrationBody, PaymentIntegrationData, PaymentIntegrationAnswer, PaymentMethodsBody, PaymentMethod, PaymentMethodsAnswer, InitOnlinePaymentBody, InitOnlinePaymentData, InitOnlinePaymentAnswer, GatewaySuccess, VerifyOnlinePaymentBody, VerifyOnlinePaymentAnswer, ManualReferenceBody, ManualPayment, ManualReferenceAnswer, AwaitingConfirmationAnswer, ManualConfirmationBody, ManualConfirmationAnswer, PaymentRefund, PaymentRefundsAnswer, RefundPaymentBody, RefundPaymentAnswer } from './payments/schemas';
export type { StockStatus, SortOption, ListingSort, Variant, ServicePackage, Pricing, Product, ProductListQuery, ProductListFilters, ProductListAnswer, ProductDetailsAnswer } from './product/schemas';
export type { TypingEvent, InboxMessageEvent, MessagesReadEvent, OrderUpdatedEvent } from './realtime/schemas';
export type { SectionValue, Section, ViewMode } from './section/schemas';
export type { OwnerSignupBody, OwnerSignupAnswer, ConfirmEmailBody, ConfirmEmailAnswer } from './signup/schemas';
export type { InvoiceSummary } from './tax-invoices/schemas';
export type { UploadImageMimeType, UploadImageAnswer } from './upload/schemas';
export { contractRef, isContractRef, loadContracts, loadedContracts, schemaOf, type ContractRef, type Parser } from './contract-ref';
export * from './refs';
