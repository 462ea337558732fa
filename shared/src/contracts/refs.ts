/**
 * A reference for each zod schema of the contracts the browser's code parses with, named as the
 * schema: what the page passes to the API client and the query cache, which load the schemas on first
 * use. Only those: this module is part of the `shared` singleton every page loads before its first
 * screen, and a reference nobody reads is bytes every visitor pays. A schema the browser starts to
 * parse with gets its line here; contract-refs.test.ts checks each stands for the schema it names.
 */
import type * as Schemas from './index';
import { contractRef } from './contract-ref';

export const addressListAnswerSchema = contractRef<typeof Schemas.addressListAnswerSchema>('addressListAnswerSchema');
export const addressAnswerSchema = contractRef<typeof Schemas.addressAnswerSchema>('addressAnswerSchema');
export const deleteAddressAnswerSchema = contractRef<typeof Schemas.deleteAddressAnswerSchema>('deleteAddressAnswerSchema');
export const pincodeAnswerSchema = contractRef<typeof Schemas.pincodeAnswerSchema>('pincodeAnswerSchema');
export const ownerLoginAnswerSchema = contractRef<typeof Schemas.ownerLoginAnswerSchema>('ownerLoginAnswerSchema');
export const ownerSessionAnswerSchema = contractRef<typeof Schemas.ownerSessionAnswerSchema>('ownerSessionAnswerSchema');
export const ownerSignupAnswerSchema = contractRef<typeof Schemas.ownerSignupAnswerSchema>('ownerSignupAnswerSchema');
export const confirmEmailAnswerSchema = contractRef<typeof Schemas.confirmEmailAnswerSchema>('confirmEmailAnswerSchema');
export const ownerNoticesAnswerSchema = contractRef<typeof Schemas.ownerNoticesAnswerSchema>('ownerNoticesAnswerSchema');
export const logoutAnswerSchema = contractRef<typeof Schemas.logoutAnswerSchema>('logoutAnswerSchema');
export const cartAnswerSchema = contractRef<typeof Schemas.cartAnswerSchema>('cartAnswerSchema');
export const catalogueListAnswerSchema = contractRef<typeof Schemas.catalogueListAnswerSchema>('catalogueListAnswerSchema');
export const categoriesAnswerSchema = contractRef<typeof Schemas.categoriesAnswerSchema>('categoriesAnswerSchema');
export const chatUploadAnswerSchema = contractRef<typeof Schemas.chatUploadAnswerSchema>('chatUploadAnswerSchema');
export const chatMessageSchema = contractRef<typeof Schemas.chatMessageSchema>('chatMessageSchema');
export const messagesAnswerSchema = contractRef<typeof Schemas.messagesAnswerSchema>('messagesAnswerSchema');
export const sendMessageBodySchema = contractRef<typeof Schemas.sendMessageBodySchema>('sendMessageBodySchema');
export const quickReplyBodySchema = contractRef<typeof Schemas.quickReplyBodySchema>('quickReplyBodySchema');
export const newMessageAnswerSchema = contractRef<typeof Schemas.newMessageAnswerSchema>('newMessageAnswerSchema');
export const markReadAnswerSchema = contractRef<typeof Schemas.markReadAnswerSchema>('markReadAnswerSchema');
export const topicSubCategoriesAnswerSchema = contractRef<typeof Schemas.topicSubCategoriesAnswerSchema>('topicSubCategoriesAnswerSchema');
export const catalogueItemsAnswerSchema = contractRef<typeof Schemas.catalogueItemsAnswerSchema>('catalogueItemsAnswerSchema');
export const errorAnswerSchema = contractRef<typeof Schemas.errorAnswerSchema>('errorAnswerSchema');
export const contactUsAnswerSchema = contractRef<typeof Schemas.contactUsAnswerSchema>('contactUsAnswerSchema');
export const sendCodeAnswerSchema = contractRef<typeof Schemas.sendCodeAnswerSchema>('sendCodeAnswerSchema');
export const verifyCodeAnswerSchema = contractRef<typeof Schemas.verifyCodeAnswerSchema>('verifyCodeAnswerSchema');
export const verifySessionAnswerSchema = contractRef<typeof Schemas.verifySessionAnswerSchema>('verifySessionAnswerSchema');
export const conversationsAnswerSchema = contractRef<typeof Schemas.conversationsAnswerSchema>('conversationsAnswerSchema');
export const inboxMessagesAnswerSchema = contractRef<typeof Schemas.inboxMessagesAnswerSchema>('inboxMessagesAnswerSchema');
export const inboxReplyAnswerSchema = contractRef<typeof Schemas.inboxReplyAnswerSchema>('inboxReplyAnswerSchema');
export const inboxMarkReadAnswerSchema = contractRef<typeof Schemas.inboxMarkReadAnswerSchema>('inboxMarkReadAnswerSchema');
export const inboxCustomerAnswerSchema = contractRef<typeof Schemas.inboxCustomerAnswerSchema>('inboxCustomerAnswerSchema');
export const orderStageAnswerSchema = contractRef<typeof Schemas.orderStageAnswerSchema>('orderStageAnswerSchema');
export const customerOrdersAnswerSchema = contractRef<typeof Schemas.customerOrdersAnswerSchema>('customerOrdersAnswerSchema');
export const cancelOrderAnswerSchema = contractRef<typeof Schemas.cancelOrderAnswerSchema>('cancelOrderAnswerSchema');
export const cartLineSchema = contractRef<typeof Schemas.cartLineSchema>('cartLineSchema');
export const totalsAnswerSchema = contractRef<typeof Schemas.totalsAnswerSchema>('totalsAnswerSchema');
export const createOrderReplySchema = contractRef<typeof Schemas.createOrderReplySchema>('createOrderReplySchema');
export const pageEditAnswerSchema = contractRef<typeof Schemas.pageEditAnswerSchema>('pageEditAnswerSchema');
export const pageAnswerSchema = contractRef<typeof Schemas.pageAnswerSchema>('pageAnswerSchema');
export const paymentIntegrationAnswerSchema = contractRef<typeof Schemas.paymentIntegrationAnswerSchema>('paymentIntegrationAnswerSchema');
export const paymentMethodsAnswerSchema = contractRef<typeof Schemas.paymentMethodsAnswerSchema>('paymentMethodsAnswerSchema');
export const initOnlinePaymentAnswerSchema = contractRef<typeof Schemas.initOnlinePaymentAnswerSchema>('initOnlinePaymentAnswerSchema');
export const verifyOnlinePaymentAnswerSchema = contractRef<typeof Schemas.verifyOnlinePaymentAnswerSchema>('verifyOnlinePaymentAnswerSchema');
export const manualReferenceAnswerSchema = contractRef<typeof Schemas.manualReferenceAnswerSchema>('manualReferenceAnswerSchema');
export const awaitingConfirmationAnswerSchema = contractRef<typeof Schemas.awaitingConfirmationAnswerSchema>('awaitingConfirmationAnswerSchema');
export const manualConfirmationAnswerSchema = contractRef<typeof Schemas.manualConfirmationAnswerSchema>('manualConfirmationAnswerSchema');
export const paymentRefundsAnswerSchema = contractRef<typeof Schemas.paymentRefundsAnswerSchema>('paymentRefundsAnswerSchema');
export const refundPaymentAnswerSchema = contractRef<typeof Schemas.refundPaymentAnswerSchema>('refundPaymentAnswerSchema');
export const variantSchema = contractRef<typeof Schemas.variantSchema>('variantSchema');
export const packageSchema = contractRef<typeof Schemas.packageSchema>('packageSchema');
export const productSchema = contractRef<typeof Schemas.productSchema>('productSchema');
export const productListAnswerSchema = contractRef<typeof Schemas.productListAnswerSchema>('productListAnswerSchema');
export const productDetailsAnswerSchema = contractRef<typeof Schemas.productDetailsAnswerSchema>('productDetailsAnswerSchema');
export const typingEventSchema = contractRef<typeof Schemas.typingEventSchema>('typingEventSchema');
export const inboxMessageEventSchema = contractRef<typeof Schemas.inboxMessageEventSchema>('inboxMessageEventSchema');
export const messagesReadEventSchema = contractRef<typeof Schemas.messagesReadEventSchema>('messagesReadEventSchema');
export const orderUpdatedEventSchema = contractRef<typeof Schemas.orderUpdatedEventSchema>('orderUpdatedEventSchema');
export const uploadImageAnswerSchema = contractRef<typeof Schemas.uploadImageAnswerSchema>('uploadImageAnswerSchema');
export const chatSessionSchema = contractRef<typeof Schemas.chatSessionSchema>('chatSessionSchema');
// the owner's catalogue page (remote-storefront/src/owner-catalogue)
export const ownerCataloguesAnswerSchema = contractRef<typeof Schemas.ownerCataloguesAnswerSchema>('ownerCataloguesAnswerSchema');
export const ownerCatalogueAnswerSchema = contractRef<typeof Schemas.ownerCatalogueAnswerSchema>('ownerCatalogueAnswerSchema');
export const ownerCategoryAnswerSchema = contractRef<typeof Schemas.ownerCategoryAnswerSchema>('ownerCategoryAnswerSchema');
export const ownerCatalogueDoneAnswerSchema = contractRef<typeof Schemas.ownerCatalogueDoneAnswerSchema>('ownerCatalogueDoneAnswerSchema');
export const ownerProductAnswerSchema = contractRef<typeof Schemas.ownerProductAnswerSchema>('ownerProductAnswerSchema');
export const ownerProductListAnswerSchema = contractRef<typeof Schemas.ownerProductListAnswerSchema>('ownerProductListAnswerSchema');
export const productDeletedAnswerSchema = contractRef<typeof Schemas.productDeletedAnswerSchema>('productDeletedAnswerSchema');
export const ownerDispatchPointListAnswerSchema = contractRef<typeof Schemas.ownerDispatchPointListAnswerSchema>('ownerDispatchPointListAnswerSchema');
export const businessProfileAnswerSchema = contractRef<typeof Schemas.businessProfileAnswerSchema>('businessProfileAnswerSchema');
export const changeSubdomainAnswerSchema = contractRef<typeof Schemas.changeSubdomainAnswerSchema>('changeSubdomainAnswerSchema');
export const chatSettingsAnswerSchema = contractRef<typeof Schemas.chatSettingsAnswerSchema>('chatSettingsAnswerSchema');
export const ownerOrdersAnswerSchema = contractRef<typeof Schemas.ownerOrdersAnswerSchema>('ownerOrdersAnswerSchema');
export const ownerOrderAnswerSchema = contractRef<typeof Schemas.ownerOrderAnswerSchema>('ownerOrderAnswerSchema');
