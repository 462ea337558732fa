// Written by scripts/contract-barrels.cjs from the domain folders: run it after adding one.
// first: every schema below is created after zod has been told not to use eval in a page
import '../zod-without-eval';
export * from './addresses/schemas';
export * from './auth/schemas';
export * from './cart/schemas';
export * from './catalogue/schemas';
export * from './chat/schemas';
export * from './chat-upload/schemas';
export * from './common/schemas';
export * from './contact/schemas';
export * from './custom-domain/schemas';
export * from './customer-auth/schemas';
export * from './enquiry/schemas';
export * from './inbox/schemas';
export * from './order-expiry/schemas';
export * from './orders/schemas';
export * from './orders-history/schemas';
export * from './owner-notices/schemas';
export * from './page/schemas';
export * from './page-edit/schemas';
export * from './payments/schemas';
export * from './product/schemas';
export * from './realtime/schemas';
export * from './section/schemas';
export * from './upload/schemas';
export * from './errors';
export * from './paths';
export * from './image-variants';
