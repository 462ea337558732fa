/**
 * The cart contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../cart.ts).
 */

/**
 * The server cart of a logged-in customer (chat document section 7 "Cart and addresses"). The
 * specification gives payloads and answers, not paths; these are the project's. Every call carries the
 * customer's bearer token: the business and the customer come from it, and a `customerId` that is not
 * the token's own customer is refused (403). The server never takes a price from the client: a line is
 * the product, its variant and package, the quantity and the item type, and the answers carry the
 * product as the storefront shows it (prices absent when the business hides them).
 */
export const CART_PATHS = {
  get: '/business_website/chat_widget/cart',
  add: '/business_website/chat_widget/cart/add',
  remove: '/business_website/chat_widget/cart/remove',
  update: '/business_website/chat_widget/cart/update',
  clear: '/business_website/chat_widget/cart/clear',
  saveMerged: '/business_website/chat_widget/cart/save_merged',
} as const;

/** A server cart holds at most this many lines (the guest cart's own limit, so a merge always fits). */
export const SERVER_CART_MAX_LINES = 100;

/** Strings of the cart's refusals, as written. */
export const CART_MESSAGES = {
  outOfStock: 'Out of stock',
} as const;

export const CART_UPDATE_FIELDS = ['quantity', 'selectedVariant', 'selectedPackage'] as const;
