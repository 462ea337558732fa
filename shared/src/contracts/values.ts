/**
 * The contracts' plain values: paths, limits, messages and checks (`shared/constants`). Pure, so each
 * app bundles the ones it uses instead of the page loading them all with the `shared` singleton.
 */
// Written by scripts/contract-barrels.cjs from the domain folders: run it after adding one.
export * from './addresses/values';
export * from './auth/values';
export * from './back-office/values';
export * from './business-hours/values';
export * from './business-settings/values';
export * from './cart/values';
export * from './cash-on-delivery/values';
export * from './catalogue-csv/template';
export * from './catalogue-csv/values';
export * from './chat/values';
export * from './chat-settings/values';
export * from './chat-upload/values';
export * from './common/values';
export * from './contact/values';
export * from './custom-domain/values';
export * from './customer-auth/values';
export * from './enquiry/values';
export * from './inbox/route';
export * from './inbox/values';
export * from './order-expiry/values';
export * from './order-tracking/values';
export * from './orders/values';
export * from './orders-history/values';
export * from './owner-catalogue/values';
export * from './owner-dispatch-points/values';
export * from './owner-notices/values';
export * from './owner-orders/values';
export * from './owner-payment-settings/values';
export * from './page/values';
export * from './page-edit/values';
export * from './payments/values';
export * from './product/values';
export * from './realtime/values';
export * from './section/values';
export * from './signup/values';
export * from './tax-invoices/values';
export * from './upload/values';
export * from './errors';
export * from './paths';
export * from './image-variants';
