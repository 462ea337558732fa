/**
 * Cash on delivery's plain values (paths, limits, messages): no zod, so the browser can use them before
 * it loads the schemas. The shopper confirms a cash-on-delivery order with a fresh phone code; the owner
 * marks it Collected or Refused on delivery.
 */

export const COD_PATHS = {
  /** POST (owner): cash on delivery on or off, and the order limit in rupees. */
  settings: '/business_website/owner/payment_settings/cod',
  /** POST (customer): sends a phone code confirming cash on delivery of one order. */
  sendCode: '/business_website/chat_widget/cod/send_code',
  /** POST (customer): the code: the order is then paid in cash on delivery. */
  confirm: '/business_website/chat_widget/cod/confirm',
  /** POST (owner): the courier collected the cash: the order's milestone is Paid. */
  collected: '/business_website/owner/orders/cod/collected',
  /** POST (owner): the customer refused the parcel: the order is closed and its stock comes back. */
  refused: '/business_website/owner/orders/cod/refused',
} as const;

export const COD_LIMITS = {
  /** The highest order limit an owner may set, in rupees: far above a small shop's cash parcel. */
  maxLimitRupees: 1_00_000,
} as const;

/** The method's name beside the others at checkout. */
export const COD_METHOD_NAME = 'Cash on delivery';

/** What an order paid in cash on delivery says, in the order view, the chat's order card and History. */
export const codLine = (amountText: string) => `Cash on delivery — pay ${amountText} on delivery`;

export const COD_MESSAGES = {
  off: 'This shop does not offer cash on delivery',
  overLimit: (limitText: string) => `Cash on delivery is available for orders up to ${limitText}`,
  limitRequired: 'Enter the largest order total you accept cash on delivery for',
  // the maximum written as Indian digits (COD_LIMITS.maxLimitRupees), not formatted at load: no locale data needed
  limitRange: 'Enter a whole number of rupees from 1 to 1,00,000',
  alreadyPaid: 'This order has nothing left to pay',
  alreadyCod: 'This order is already to be paid in cash on delivery',
  notCod: 'This order is not to be paid in cash on delivery',
  notRefusable: (state: string) => `This order is ${state}: only an open, unpaid order can be refused on delivery`,
  codeWrong: 'The code is not right. Please check the SMS and try again.',
  codeExpired: 'The code has expired or was already used. Please ask for a new one.',
  codeLocked: 'Too many wrong codes. Please ask for a new one.',
  codeSent: (phone: string) => `We sent a code to ${phone}. Enter it to confirm cash on delivery.`,
  confirmed: 'Cash on delivery confirmed',
  refusedLine: 'Order Refused on Delivery',
  saved: 'Cash on delivery saved',
} as const;
