/**
 * A reference for each zod schema of the contracts the browser's code parses with, named as the
 * schema: what the page passes to the API client and the query cache, which load the schemas on first
 * use. Only those: this module is part of the `shared` singleton every page loads before its first
 * screen, and a reference nobody reads is bytes every visitor pays. A schema the browser starts to
 * parse with gets its line here; contract-refs.test.ts checks each stands for the schema it names.
 */
import type * as Schemas from './index';
import { contractRef } from './contract-ref';

export const ownerLoginAnswerSchema = contractRef<typeof Schemas.ownerLoginAnswerSchema>('ownerLoginAnswerSchema');
export const ownerSessionAnswerSchema = contractRef<typeof Schemas.ownerSessionAnswerSchema>('ownerSessionAnswerSchema');
export const logoutAnswerSchema = contractRef<typeof Schemas.logoutAnswerSchema>('logoutAnswerSchema');
export const cartAnswerSchema = contractRef<typeof Schemas.cartAnswerSchema>('cartAnswerSchema');
export const catalogueListAnswerSchema = contractRef<typeof Schemas.catalogueListAnswerSchema>('catalogueListAnswerSchema');
export const categoriesAnswerSchema = contractRef<typeof Schemas.categoriesAnswerSchema>('categoriesAnswerSchema');
export const errorAnswerSchema = contractRef<typeof Schemas.errorAnswerSchema>('errorAnswerSchema');
export const contactUsAnswerSchema = contractRef<typeof Schemas.contactUsAnswerSchema>('contactUsAnswerSchema');
export const sendCodeAnswerSchema = contractRef<typeof Schemas.sendCodeAnswerSchema>('sendCodeAnswerSchema');
export const verifyCodeAnswerSchema = contractRef<typeof Schemas.verifyCodeAnswerSchema>('verifyCodeAnswerSchema');
export const verifySessionAnswerSchema = contractRef<typeof Schemas.verifySessionAnswerSchema>('verifySessionAnswerSchema');
export const conversationsAnswerSchema = contractRef<typeof Schemas.conversationsAnswerSchema>('conversationsAnswerSchema');
export const cartLineSchema = contractRef<typeof Schemas.cartLineSchema>('cartLineSchema');
export const pageEditAnswerSchema = contractRef<typeof Schemas.pageEditAnswerSchema>('pageEditAnswerSchema');
export const pageAnswerSchema = contractRef<typeof Schemas.pageAnswerSchema>('pageAnswerSchema');
export const variantSchema = contractRef<typeof Schemas.variantSchema>('variantSchema');
export const packageSchema = contractRef<typeof Schemas.packageSchema>('packageSchema');
export const productSchema = contractRef<typeof Schemas.productSchema>('productSchema');
export const productListAnswerSchema = contractRef<typeof Schemas.productListAnswerSchema>('productListAnswerSchema');
export const productDetailsAnswerSchema = contractRef<typeof Schemas.productDetailsAnswerSchema>('productDetailsAnswerSchema');
export const uploadImageAnswerSchema = contractRef<typeof Schemas.uploadImageAnswerSchema>('uploadImageAnswerSchema');
export const chatSessionSchema = contractRef<typeof Schemas.chatSessionSchema>('chatSessionSchema');
