/**
 * References to the contracts' schemas this app parses with and the page's first screen never does: kept
 * here, bundled with the app, instead of in the `shared` singleton every visitor loads before the page is
 * live. Each loads its schema on first use, as shared's references do (contract-ref.ts).
 */
import { contractRef } from 'shared';
import type * as Schemas from 'shared/contracts';

export const addressAnswerSchema = contractRef<typeof Schemas.addressAnswerSchema>('addressAnswerSchema');
export const addressListAnswerSchema = contractRef<typeof Schemas.addressListAnswerSchema>('addressListAnswerSchema');
export const codConfirmAnswerSchema = contractRef<typeof Schemas.codConfirmAnswerSchema>('codConfirmAnswerSchema');
export const codSendCodeAnswerSchema = contractRef<typeof Schemas.codSendCodeAnswerSchema>('codSendCodeAnswerSchema');
export const createOrderReplySchema = contractRef<typeof Schemas.createOrderReplySchema>('createOrderReplySchema');
export const deleteAddressAnswerSchema = contractRef<typeof Schemas.deleteAddressAnswerSchema>('deleteAddressAnswerSchema');
export const initOnlinePaymentAnswerSchema = contractRef<typeof Schemas.initOnlinePaymentAnswerSchema>('initOnlinePaymentAnswerSchema');
export const manualConfirmationAnswerSchema = contractRef<typeof Schemas.manualConfirmationAnswerSchema>('manualConfirmationAnswerSchema');
export const manualReferenceAnswerSchema = contractRef<typeof Schemas.manualReferenceAnswerSchema>('manualReferenceAnswerSchema');
export const newMessageAnswerSchema = contractRef<typeof Schemas.newMessageAnswerSchema>('newMessageAnswerSchema');
export const paymentIntegrationAnswerSchema = contractRef<typeof Schemas.paymentIntegrationAnswerSchema>('paymentIntegrationAnswerSchema');
export const paymentMethodsAnswerSchema = contractRef<typeof Schemas.paymentMethodsAnswerSchema>('paymentMethodsAnswerSchema');
export const pincodeAnswerSchema = contractRef<typeof Schemas.pincodeAnswerSchema>('pincodeAnswerSchema');
export const totalsAnswerSchema = contractRef<typeof Schemas.totalsAnswerSchema>('totalsAnswerSchema');
export const verifyOnlinePaymentAnswerSchema = contractRef<typeof Schemas.verifyOnlinePaymentAnswerSchema>('verifyOnlinePaymentAnswerSchema');
