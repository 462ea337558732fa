/**
 * References to the contracts' schemas this app parses with and the page's first screen never does: kept
 * here, bundled with the app, instead of in the `shared` singleton every visitor loads before the page is
 * live. Each loads its schema on first use, as shared's references do (contract-ref.ts).
 */
import { contractRef } from 'shared';
import type * as Schemas from 'shared/contracts';

export const availabilityAnswerSchema = contractRef<typeof Schemas.availabilityAnswerSchema>('availabilityAnswerSchema');
export const awaitingConfirmationAnswerSchema = contractRef<typeof Schemas.awaitingConfirmationAnswerSchema>('awaitingConfirmationAnswerSchema');
export const cancelOrderAnswerSchema = contractRef<typeof Schemas.cancelOrderAnswerSchema>('cancelOrderAnswerSchema');
export const catalogueItemsAnswerSchema = contractRef<typeof Schemas.catalogueItemsAnswerSchema>('catalogueItemsAnswerSchema');
export const chatUploadAnswerSchema = contractRef<typeof Schemas.chatUploadAnswerSchema>('chatUploadAnswerSchema');
export const customerOrdersAnswerSchema = contractRef<typeof Schemas.customerOrdersAnswerSchema>('customerOrdersAnswerSchema');
export const inboxCustomerAnswerSchema = contractRef<typeof Schemas.inboxCustomerAnswerSchema>('inboxCustomerAnswerSchema');
export const inboxMarkReadAnswerSchema = contractRef<typeof Schemas.inboxMarkReadAnswerSchema>('inboxMarkReadAnswerSchema');
export const inboxMessagesAnswerSchema = contractRef<typeof Schemas.inboxMessagesAnswerSchema>('inboxMessagesAnswerSchema');
export const inboxReplyAnswerSchema = contractRef<typeof Schemas.inboxReplyAnswerSchema>('inboxReplyAnswerSchema');
export const manualConfirmationAnswerSchema = contractRef<typeof Schemas.manualConfirmationAnswerSchema>('manualConfirmationAnswerSchema');
export const markReadAnswerSchema = contractRef<typeof Schemas.markReadAnswerSchema>('markReadAnswerSchema');
export const messagesAnswerSchema = contractRef<typeof Schemas.messagesAnswerSchema>('messagesAnswerSchema');
export const newMessageAnswerSchema = contractRef<typeof Schemas.newMessageAnswerSchema>('newMessageAnswerSchema');
export const orderStageAnswerSchema = contractRef<typeof Schemas.orderStageAnswerSchema>('orderStageAnswerSchema');
export const ownerNoticesAnswerSchema = contractRef<typeof Schemas.ownerNoticesAnswerSchema>('ownerNoticesAnswerSchema');
export const paymentRefundsAnswerSchema = contractRef<typeof Schemas.paymentRefundsAnswerSchema>('paymentRefundsAnswerSchema');
export const refundPaymentAnswerSchema = contractRef<typeof Schemas.refundPaymentAnswerSchema>('refundPaymentAnswerSchema');
export const topicSubCategoriesAnswerSchema = contractRef<typeof Schemas.topicSubCategoriesAnswerSchema>('topicSubCategoriesAnswerSchema');
