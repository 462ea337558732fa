/**
 * The orders contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../orders.ts).
 */

/**
 * Totals calculation and Create order (chat document section 7). The client sends what it wants to buy,
 * never a price: prices, tax, discounts and shipping are computed by the server from the catalogue.
 * Bodies are `.strict()`, so a request carrying a price (or any unknown field) is refused with 400.
 */
export const CHECKOUT_PATHS = {
  totals: '/business_website/chat_widget/orders/totals',
  createOrder: '/business_website/chat_widget/orders/create',
} as const;

/** Strings of the checkout, as the specification writes them. */
export const CHECKOUT_MESSAGES = {
  /** Shown when Create order answers without an orderId. */
  createFailed: 'Failed to create order',
  /** Shown when an error carries neither a server text nor an exception message. */
  createError: 'Error creating order.',
  addressRequired: 'Delivery Address Required',
  cannotShip: 'This product cannot be shipped to your address.',
  outOfStock: 'Out of stock',
  totalsCalculated: 'Totals calculated',
  orderCreated: 'Order Created',
} as const;
