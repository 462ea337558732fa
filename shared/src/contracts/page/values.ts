/**
 * The page contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../page.ts).
 */

/** Page types the preview shell knows (spec section 9); `loan-application` has no template. */
export const PAGE_TYPES = [
  'home', 'gallery', 'services', 'posts', 'contact', 'search', 'cart', 'account', 'products',
  'product-details', 'loan-application', 'about', 'terms-and-conditions', 'shipping-and-delivery',
  'refund', 'privacyPolicy', 'chat',
] as const;
