/**
 * The order-expiry contract's plain values (paths, limits): no zod, so the browser can use them before it
 * loads the schemas (see ../order-expiry.ts).
 */

/** The owner reads and changes how long an unpaid order holds its stock. Owner token only. */
export const ORDER_EXPIRY_PATHS = {
  settings: '/business_website/owner/order_expiry',
} as const;

/**
 * How long an unpaid order holds its stock before it expires (cancelled, stock back, 'Order Expired' in
 * the chat), per business, in minutes. The specification is silent; these are the project's defaults and
 * the bounds an owner may set. An order whose UPI payment the shopper reported waits for the owner and
 * never expires meanwhile.
 */
export const ORDER_EXPIRY = {
  /** A business that takes payment online only: the gateway pays at once, so half an hour is plenty. */
  onlineDefaultMinutes: 30,
  /** A business that takes UPI to its own account (or settles payment itself): 48 hours to pay and report it. */
  manualDefaultMinutes: 48 * 60,
  /** At least 5 minutes (a gateway page needs that long), at most a day. */
  onlineMinMinutes: 5,
  onlineMaxMinutes: 24 * 60,
  /** At least an hour (a shopper pays by UPI from another phone), at most 7 days (stock held longer is stock lost). */
  manualMinMinutes: 60,
  manualMaxMinutes: 7 * 24 * 60,
} as const;
