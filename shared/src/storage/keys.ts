/** Browser storage keys, exactly as the specification names them (storefront and chat sections 3). */
export const STORAGE_KEYS = {
  /** The guest cart: a JSON list of cart items. */
  webCart: 'webCart',
  /** The guest cart's item count (sum of quantities), kept beside it for the badges. */
  webCartTotalCount: 'webCartTotalCount',
  /** The customer's chat session, encoded (see chat-session.ts); also a cookie of the same name. */
  chatSession: 'chatSession',
  /** The single item of the direct-buy (order summary) view. */
  webOrderItemData: 'webOrderItemData',
  /** Items of an enquiry sent without prices. Storing one enquiry kind removes the other. */
  webOrderSendEnquiryRequestItemData: 'webOrderSendEnquiryRequestItemData',
  /** Items of an enquiry sent with price data ("Send Detailed Enquiry Request"). */
  webOrderSendEnquiryRequestItemWithPriceData: 'webOrderSendEnquiryRequestItemWithPriceData',
  /** Fallback access token when the site's own (per-host) token is absent. */
  userAccessToken: 'userAccessToken',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Key of the per-host access token. Spec: "a per-host access token named from the first label of the
 * host name". The key is exactly that first label, lower-cased: 'demo' for demo.localhost, 'shop' for
 * shop.example.com, 'www' for www.example.com (no www stripping: the spec names the first label), and
 * 'localhost' for localhost. Host names are lower-case, so the key never collides with the camelCase
 * keys above.
 */
export function hostTokenKey(hostname: string): string {
  return hostname.trim().toLowerCase().split('.')[0] ?? '';
}
