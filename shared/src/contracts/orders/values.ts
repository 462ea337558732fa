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

/**
 * What one customer may order, so nobody can hold a small shop's stock with orders never paid. The
 * specification bounds a line's quantity by the stock only ("unlimited if absent") and sets no cap of its
 * own, so these are the project's, checked by Create Order on the server (the cart may still hold more).
 */
export const ORDER_LIMITS = {
  /**
   * Units of one line of an order. A small shop sells by the piece: 100 covers a festival's diyas or a
   * family's return gifts, while 10,000 of an item (untracked stock has no ceiling) is an abuse or a
   * wholesale deal the owner should talk over in the chat, not a checkout.
   */
  maxUnitsPerLine: 100,
  /**
   * Open unpaid orders (Draft or Active, payment Pending) a customer may hold and still place another.
   * Counted before the new checkout, so one checkout's several orders (one per dispatch point, service and
   * non-shipped item) are never refused for their own number; an order held while the owner confirms its
   * reported UPI payment still counts, as it is unpaid until confirmed.
   */
  maxOpenUnpaidOrders: 5,
} as const;

/** Create Order's refusals at those limits; the checkout shows the server's text as it is. */
export const ORDER_LIMIT_MESSAGES = {
  tooManyUnits: (item: string, max: number) => `At most ${max} units of ${item} can be ordered at once`,
  tooManyUnpaid: (max: number) => `You have ${max} unpaid orders. Pay for or cancel one before placing another.`,
} as const;
