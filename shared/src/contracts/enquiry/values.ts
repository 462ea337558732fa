/**
 * The enquiry contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../enquiry.ts).
 */

/**
 * Send enquiry request (chat document: "Enquiry request view"; the storefront's Chat/Contact buttons and
 * items without a visible price). The specification gives no path; this is the project's. The call
 * carries the customer's bearer token; a `customerId` that is not the token's own is refused (403).
 * The client names the items only: names, choices and prices are read by the server from the
 * business's catalogue, and a price the business hides never leaves it.
 */
export const ENQUIRY_PATHS = {
  send: '/business_website/chat_widget/enquiry_request',
} as const;

/** An enquiry names at most this many items (the stored enquiry holds a product or a few). */
export const ENQUIRY_MAX_ITEMS = 50;

/** Strings of the enquiry request view and its card, as written. */
export const ENQUIRY_MESSAGES = {
  title: 'Enquiry Request',
  detailedTitle: 'Detailed Enquiry Request',
  send: 'Send Enquiry Request',
  /** Spec: the send button reads this when prices are included. */
  sendDetailed: 'Send Detailed Enquiry Request',
  /** The send button while the request runs. */
  sending: 'Sending…',
  /** Shown when a failure carries no message of the server's. */
  sendFailed: 'Failed to send enquiry request',
  priceOnRequest: 'Price on request',
  total: 'Total',
  /** The chat's line once the enquiry is in the thread (the server stores the card only). */
  sent: 'Your enquiry has been sent. We will reply to you here.',
} as const;

/** The title of an enquiry of either kind, on the view and on its card. */
export const enquiryTitle = (withPrice: boolean): string => (withPrice ? ENQUIRY_MESSAGES.detailedTitle : ENQUIRY_MESSAGES.title);
