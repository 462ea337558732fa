import {
  BUSINESS_HOURS_PATHS as BUSINESS_HOURS,
  BUSINESS_SETTINGS_PATHS as BUSINESS_SETTINGS,
  CART_PATHS,
  COD_PATHS,
  CATALOGUE_CSV_PATHS as CATALOGUE_CSV,
  CHAT_SETTINGS_PATHS as CHAT_SETTINGS,
  OWNER_CATALOGUE_PATHS as OWNER_CATALOGUE,
  OWNER_DISPATCH_POINT_PATHS as DISPATCH_POINTS,
  OWNER_ORDERS_PATHS as OWNER_ORDERS,
  OWNER_PAYMENT_SETTINGS_PATHS as PAYMENT_SETTINGS,
  TAX_INVOICE_PATHS as TAX_INVOICES,
} from '../../contracts';
import type { VictimData } from './victim-data';

/**
 * How the matrix treats one authenticated route. `named`: the request names customer A's (or demo's)
 * data, so every caller but the rightful one must be refused (401/403/404). `own`: the request names
 * no one, so a caller of the right role gets its own data, and never the victim's; the wrong role is
 * refused. `reads`: the rightful answer holds the victim's data (so the leak check can fail at all).
 */
export interface MatrixRow {
  rightful: 'customerA' | 'owner';
  scope: 'named' | 'own';
  reads?: boolean;
  /** Fields to set over the schema's sample and the ids every row gets (customerId, orderId...). */
  overrides?: (victim: VictimData) => Record<string, unknown>;
}

/** Authenticated routes that hold no one's personal data, with the reason. */
export type Exemption = { exempt: string };

const customer = (row: Partial<MatrixRow> = {}): MatrixRow => ({ rightful: 'customerA', scope: 'named', ...row });
const owner = (row: Partial<MatrixRow> = {}): MatrixRow => ({ rightful: 'owner', scope: 'named', ...row });

/**
 * Every authenticated route, by "METHOD path". The suite fails for an authenticated route missing here,
 * so a new route must say who may call it.
 */
export const MATRIX: Record<string, MatrixRow | Exemption> = {
  'GET /business_website/chat_widget/contact_messages': owner({ scope: 'own', reads: true }),
  'GET /auth/owner_session': owner({ scope: 'own', reads: true }),
  'GET /auth/owner_notices': owner({ scope: 'own' }),
  'POST /business_website/settings/custom_domain': owner({ scope: 'own', overrides: () => ({ customDomain: null }) }),
  'POST /auth/customer/verify_session': customer({ reads: true }),
  'POST /auth/customer/decode_session': customer({ scope: 'own' }),
  'POST /business_website/page/update_page_section_data': owner({ overrides: () => ({ values: [{ key: 'Title', value: 'Changed by the access matrix' }] }) }),
  'POST /business_website/page/duplicate_website_page_section': owner(),
  'POST /business_website/page/update_page_section_status': owner(),
  'POST /business_website/page/remove_website_page_section': owner(),
  'POST /business_website/uploads/image': { exempt: "a multipart upload into the caller's own business; its roles are proven by upload-image.test.ts" },
  'POST /business_website/chat_widget/upload': { exempt: "a multipart upload into the caller's own business; its roles are proven by chat-upload.test.ts" },
  'GET /business_website/chat_widget/messages': customer({ reads: true }),
  'POST /business_website/chat_widget/send_message': customer(),
  'POST /business_website/chat_widget/quick_reply': customer(),
  'POST /business_website/chat_widget/mark_read': customer(),
  'GET /business_website/chat_widget/unread_count': customer(),
  'POST /business_website/chat_widget/topic_sub_categories': { exempt: "the business's public catalogue topics, the same for every customer" },
  'GET /business_website/chat_widget/catalogue_items': { exempt: "the business's public catalogue, the same for every customer" },
  'POST /business_website/chat_widget/customer_orders': customer({ reads: true, overrides: () => ({ search: '', page: 1 }) }),
  'POST /business_website/chat_widget/cancel_order': customer({ overrides: () => ({ mode: 'product' }) }),
  'GET /business_website/chat_inbox/conversations': owner({ scope: 'own', reads: true }),
  'GET /business_website/chat_inbox/messages': owner({ reads: true }),
  'POST /business_website/chat_inbox/reply': owner(),
  'POST /business_website/chat_inbox/mark_read': owner(),
  'GET /business_website/chat_inbox/customer': owner({ reads: true }),
  'POST /business_website/chat_inbox/order_stage': owner(),
  'POST /business_website/chat_widget/payment_integration': customer(),
  'POST /business_website/chat_widget/payment_methods': customer(),
  'POST /business_website/chat_widget/payment/initialise': customer(),
  'POST /business_website/chat_widget/payment/verify': customer({ scope: 'own' }),
  'POST /business_website/chat_widget/payment/manual_reference': customer(),
  'GET /business_website/chat_widget/payment/awaiting_confirmation': owner({ scope: 'own' }),
  'POST /business_website/chat_widget/payment/manual_confirmation': owner(),
  'GET /business_website/owner/order_expiry': owner({ scope: 'own' }),
  // the times as they are: each owner may set its own, so only a change that writes nothing is the same for every caller
  'POST /business_website/owner/order_expiry': owner({ scope: 'own', overrides: () => ({ onlinePaymentMinutes: 30, manualPaymentMinutes: 2880 }) }),
  'GET /business_website/chat_widget/payment/refunds': owner({ scope: 'own', reads: true }),
  'POST /business_website/chat_widget/payment/refund': owner(),
  // the owner's catalogue: each names one of demo's catalogues, categories or items, so another owner gets 404
  [`POST ${OWNER_CATALOGUE.createCatalogue}`]: { exempt: "creates a catalogue in the caller's own business and names no one's data; owner-catalogue.test.ts proves the owner's scope" },
  [`POST ${OWNER_CATALOGUE.renameCatalogue}`]: owner({ overrides: (v) => ({ catalogueId: v.demo.catalogueId }) }),
  [`POST ${OWNER_CATALOGUE.deleteCatalogue}`]: owner({ overrides: (v) => ({ catalogueId: v.demo.catalogueId }) }),
  [`POST ${OWNER_CATALOGUE.createCategory}`]: owner({ overrides: (v) => ({ catalogueId: v.demo.catalogueId }) }),
  [`POST ${OWNER_CATALOGUE.renameCategory}`]: owner({ overrides: (v) => ({ categoryId: v.demo.categoryId }) }),
  [`POST ${OWNER_CATALOGUE.deleteCategory}`]: owner({ overrides: (v) => ({ categoryId: v.demo.categoryId }) }),
  [`GET ${OWNER_CATALOGUE.listProducts}`]: owner({ scope: 'own' }),
  [`GET ${OWNER_CATALOGUE.product}`]: owner({ overrides: (v) => ({ productId: v.demo.productId }) }),
  [`POST ${OWNER_CATALOGUE.createProduct}`]: owner({ overrides: (v) => ({ catalogueId: v.demo.catalogueId, categoryId: null, salePricePaise: null, dispatchPointIds: [], variants: [], images: [] }) }),
  [`POST ${OWNER_CATALOGUE.updateProduct}`]: owner({ overrides: (v) => ({ productId: v.demo.productId, catalogueId: undefined, categoryId: undefined, salePricePaise: null, dispatchPointIds: undefined, variants: undefined, images: undefined }) }),
  [`GET ${OWNER_CATALOGUE.catalogues}`]: owner({ scope: 'own' }),
  [`POST ${OWNER_CATALOGUE.deleteProduct}`]: owner({ overrides: (v) => ({ productId: v.demo.productId }) }),
  // the owner's payment settings: each owner reads and saves its own business's; a save that turns nothing on writes nothing
  [`GET ${PAYMENT_SETTINGS.read}`]: owner({ scope: 'own' }),
  [`POST ${PAYMENT_SETTINGS.saveManual}`]: { exempt: "saves the caller's own business's manual sheet and names no one's data; owner-payment-settings.test.ts proves the owner's scope" },
  [`POST ${PAYMENT_SETTINGS.saveOnline}`]: owner({ scope: 'own', overrides: () => ({ enabled: false, keyId: undefined, keySecret: undefined }) }),
  // the owner's dispatch points: the list is the caller's own; edit and delete name one of demo's, so another owner gets 404
  [`GET ${DISPATCH_POINTS.list}`]: owner({ scope: 'own', reads: true }),
  [`POST ${DISPATCH_POINTS.create}`]: { exempt: "creates a dispatch point in the caller's own business and names no one's data; owner-dispatch-points.test.ts proves the owner's scope" },
  [`POST ${DISPATCH_POINTS.update}`]: owner({ overrides: (v) => ({ dispatchPointId: v.demo.dispatchPointId }) }),
  [`POST ${DISPATCH_POINTS.delete}`]: owner({ overrides: (v) => ({ dispatchPointId: v.demo.dispatchPointId }) }),
  // the owner's settings: the business is the token's, the body names no one's data
  [`GET ${BUSINESS_SETTINGS.profile}`]: owner({ scope: 'own' }),
  [`POST ${BUSINESS_SETTINGS.profile}`]: { exempt: "saves the caller's own business profile and names no one's data; business-settings.test.ts proves the owner's scope" },
  [`POST ${BUSINESS_SETTINGS.subdomain}`]: { exempt: "moves the caller's own site and names no one's data; business-settings.test.ts proves the rules and the owner's scope" },
  [`GET ${CHAT_SETTINGS.settings}`]: owner({ scope: 'own' }),
  [`POST ${CHAT_SETTINGS.settings}`]: { exempt: "saves the caller's own chat widget; a catalogue of another business is 404, proven by chat-settings.test.ts" },
  [`GET ${BUSINESS_HOURS.owner}`]: owner({ scope: 'own' }),
  [`POST ${BUSINESS_HOURS.owner}`]: { exempt: "saves the caller's own opening hours and names no one's data; business-hours.test.ts proves the owner's scope" },
  // the catalogue as CSV names no one: each owner exports and imports its own business (catalogue-csv.test.ts proves demo's items stay out of another's file)
  [`GET ${CATALOGUE_CSV.export}`]: owner({ scope: 'own' }),
  [`POST ${CATALOGUE_CSV.import}`]: owner({ scope: 'own' }),
  // the owner's orders: the list and its CSV hold customer A's order for demo's owner only; the page and a stage name A's order
  [`GET ${OWNER_ORDERS.list}`]: owner({ scope: 'own', reads: true }),
  [`GET ${OWNER_ORDERS.exportCsv}`]: owner({ scope: 'own', reads: true }),
  [`GET ${OWNER_ORDERS.order}`]: owner({ reads: true }),
  [`POST ${OWNER_ORDERS.stage}`]: owner(),
  // cash on delivery: the code calls name customer A's order; Collected and Refused name it for demo's owner
  [`POST ${COD_PATHS.settings}`]: { exempt: "saves the caller's own business's cash on delivery and names no one's data; cash-on-delivery.test.ts proves the owner's scope" },
  [`POST ${COD_PATHS.sendCode}`]: customer(),
  [`POST ${COD_PATHS.confirm}`]: customer(),
  [`POST ${COD_PATHS.collected}`]: owner(),
  [`POST ${COD_PATHS.refused}`]: owner(),
  // a paid order's invoice PDF: customer A's own, or demo's owner's (the victim's order is unpaid: the rightful caller's 404 says so)
  [`GET ${TAX_INVOICES.customer}`]: customer(),
  [`GET ${TAX_INVOICES.owner}`]: owner(),
  [`GET ${CART_PATHS.get}`]: customer(),
  [`POST ${CART_PATHS.add}`]: customer(),
  [`POST ${CART_PATHS.remove}`]: customer({ overrides: () => ({ index: 0 }) }),
  [`POST ${CART_PATHS.update}`]: customer({ overrides: () => ({ index: 0 }) }),
  [`POST ${CART_PATHS.clear}`]: customer(),
  [`POST ${CART_PATHS.saveMerged}`]: customer({ overrides: () => ({ cart: [] }) }),
  'POST /business_website/chat_widget/orders/totals': customer(),
  'POST /business_website/chat_widget/orders/create': customer(),
  'GET /business_website/chat_widget/addresses': customer({ reads: true }),
  'POST /business_website/chat_widget/addresses/add': customer(),
  'POST /business_website/chat_widget/addresses/update': customer(),
  'POST /business_website/chat_widget/addresses/delete': customer(),
  'POST /business_website/chat_widget/enquiry_request': customer(),
};

export const isExemption = (entry: MatrixRow | Exemption): entry is Exemption => 'exempt' in entry;

/** The victim's ids under the names routes use for them: every row's request points at customer A's or demo's data. */
export function victimIds(victim: VictimData): Record<string, unknown> {
  const a = victim.customerA;
  return {
    customerId: a.id,
    senderId: a.id,
    orderId: a.orderId,
    addressId: a.addressId,
    phoneNumber: a.phoneNumber,
    countryCode: a.countryCode,
    subdomain: 'demo',
    sectionId: victim.demo.sectionId,
    pageId: victim.demo.pageId,
    accountTypeId: victim.demo.accountTypeId,
    refundId: a.refundId,
  };
}
