/**
 * Public order tracking (plain values: no zod). A shopper with the order number and the phone it was
 * placed with asks for a login code, then reads that one order's timeline; the code logs nobody in.
 */

export const ORDER_TRACKING_PATHS = {
  /** POST: sends a login code to the phone when it placed that order on that site; answers the same either way. */
  sendCode: '/business_website/track_order/send_code',
  /** POST: the code and the order: answers the order's timeline. */
  timeline: '/business_website/track_order/timeline',
} as const;

/** The storefront's page; `?order=` prefills the order number. */
export const TRACK_ORDER_ROUTE = '/track-order';

export const ORDER_TRACKING_MESSAGES = {
  codeSent: 'If this order was placed with this phone number, we have sent it a code.',
  notFound: 'We could not find this order for this phone number.',
} as const;
