/**
 * Business constants and limits of the specification (storefront document section 9, chat document
 * section 9). One place for every number the product promises, so the server, the host and the remotes
 * read the same value. Durations are milliseconds unless the name says otherwise.
 */
import type { SortOption } from '../contracts';

// ---------------------------------------------------------------------------------------------------
// Layout and carousels

/** Mobile layout applies at a window width of this many CSS pixels or less. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The media query that matches the mobile layout (`width <= 768px`). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** Banner carousel auto-advance on desktop. */
export const BANNER_INTERVAL_DESKTOP_MS = 5_000;
/** Banner carousel auto-advance on mobile. */
export const BANNER_INTERVAL_MOBILE_MS = 4_000;
/** A horizontal swipe of at least this many pixels moves the product image carousel. */
export const SWIPE_THRESHOLD_PX = 50;
/** The mobile product list loads its next page when the user is this close to the bottom. */
export const INFINITE_SCROLL_OFFSET_PX = 100;

// ---------------------------------------------------------------------------------------------------
// Listing, search and filters

/** Home Featured Products grid: at most this many products (page 1, limit 6). */
export const FEATURED_PRODUCTS_LIMIT = 6;
/** Desktop product listing: products per page by default. */
export const DESKTOP_PRODUCTS_PAGE_SIZE = 8;
/** Mobile product list (and the chat widget's product list): products per page. */
export const MOBILE_PRODUCTS_PAGE_SIZE = 20;
/** Pagination shows every page up to this many pages; above it, first, window, ellipses and last. */
export const PAGINATION_MAX_PLAIN_PAGES = 7;
/** Typing in a search box waits this long before the query param (and the request) changes. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Product sort options, name (A-Z) first and default. Values are the API's `sortBy`. */
export const PRODUCT_SORT_OPTIONS: readonly { value: SortOption; label: string }[] = [
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Rating' },
  { value: 'newest', label: 'Newest' },
];
/** Default product sort: name, A to Z. */
export const DEFAULT_PRODUCT_SORT: SortOption = 'name';
/** Rating filter choices, each meaning "this many stars and up"; choosing the active one resets to 0. */
export const RATING_FILTERS = [4, 3, 2, 1] as const;
/** Price slider upper bound when the server sends no `maxSalePrice`, in rupees. */
export const PRICE_SLIDER_DEFAULT_MAX = 1_000;

// ---------------------------------------------------------------------------------------------------
// Prices and stock

/** With no discount, the struck-through "old price" is this multiple of the price (display only). */
export const OLD_PRICE_MARKUP = 1.2;
/** The low-stock hint ('N left') shows at this stock or fewer (and above 0). */
export const LOW_STOCK_THRESHOLD = 3;
/** Count badges show their number up to this value and '9+' above it. */
export const BADGE_COUNT_MAX = 9;

// ---------------------------------------------------------------------------------------------------
// Cart

/** Debounce of a cart item update sent to the server cart. */
export const CART_UPDATE_DEBOUNCE_MS = 300;
/** Debounce of the server's totals calculation (subtotal, discount, shipping, total). */
export const TOTALS_DEBOUNCE_MS = 500;
/** The guest cart in local storage keeps at most this many items (the latest added). */
export const LOCAL_CART_MAX_ITEMS = 100;
/** The guest cart's serialized size limit in characters (4.5 MiB); above it the oldest items go. */
export const LOCAL_CART_MAX_CHARS = 4_718_592;
/** Share of the guest cart dropped (oldest first) each time it is still over the size limit. */
export const LOCAL_CART_DROP_FRACTION = 0.2;
/** The cart page shows its loading skeleton at least this long. */
export const CART_SKELETON_MIN_MS = 1_000;

// ---------------------------------------------------------------------------------------------------
// Session

/** A chat session lives this long after login: 864,000,000 ms, 10 days (also the cookie's max-age). */
export const SESSION_EXPIRATION_MS = 864_000_000;
/** A stored session may be past its expiry by this much and still restore: 5 minutes. */
export const SESSION_GRACE_MS = 5 * 60 * 1_000;
/**
 * Hard staleness limit past expiry: a stored session further past its `expiresAt` than this never
 * restores, whatever the grace. The specification gives three readings: 10 hours (36,000,000 ms),
 * 100,000 s (about 27.8 hours) and 100 hours. This picks the most-cited one, 10 hours; change it here
 * (or pass `hardStalenessMs` to `isSessionValid`) to choose another.
 */
export const SESSION_HARD_STALENESS_MS = 36_000_000;

// ---------------------------------------------------------------------------------------------------
// Notifications, chat widget and timings

/** A snackbar disappears on its own after 6 seconds. */
export const SNACKBAR_DURATION_MS = 6_000;
/** Snackbar severities. */
export const SNACKBAR_SEVERITIES = ['success', 'error', 'warning', 'info'] as const;
/** Chat widget theme colour when the widget settings give none. */
export const DEFAULT_THEME_COLOR = '#10B981';
/** Chat widget header title when the widget settings give none. */
export const DEFAULT_CHAT_HEADER_TITLE = 'Chat with us';
/** Query `source` values that open the chat widget in a given flow. */
export const CHAT_SOURCES = ['direct_buy', 'send_enquiry_request', 'orders', 'cart_summary', 'contact_support'] as const;
/** "Try Again" on the not-found screen reloads after this delay. */
export const TRY_AGAIN_RELOAD_DELAY_MS = 1_000;
/** The contact form clears this long after a successful send. */
export const CONTACT_FORM_RESET_MS = 2_000;
/** After a file is sent the sending flag clears after this delay. */
export const SENDING_FLAG_CLEAR_MS = 500;
/** A typing indicator shows this long before some system messages. */
export const TYPING_INDICATOR_MS = 2_000;
/** Confirmation messages (order created, order cancelled) appear after this delay. */
export const CONFIRMATION_MESSAGE_DELAY_MS = 1_000;
/** The "copied" indicator clears after this delay. */
export const COPIED_INDICATOR_MS = 2_000;

// ---------------------------------------------------------------------------------------------------
// Forms, attachments, orders

/** Country dial code preselected in phone inputs. */
export const DEFAULT_COUNTRY_CODE = '+91';
/** Phone numbers hold at least this many digits. */
export const PHONE_MIN_DIGITS = 7;
/** Phone numbers hold at most this many digits; inputs cut longer input. */
export const PHONE_MAX_DIGITS = 15;
/** Contact form message: at most this many characters (the counter shows n/1000). */
export const CONTACT_MESSAGE_MAX_CHARS = 1_000;
/** Indian postal codes are exactly this many digits. */
export const PINCODE_DIGITS = 6;
/** Image attachments may be at most 5 MB. */
export const IMAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Other attachments (video, audio, documents) may be at most 100 MB. */
export const FILE_ATTACHMENT_MAX_BYTES = 100 * 1024 * 1024;
/** A created order's payment milestone is due this many days after creation. */
export const ORDER_DUE_DAYS = 1;
/** Quantity unit of order lines. */
export const ORDER_QUANTITY_UNIT = 'pcs';

// ---------------------------------------------------------------------------------------------------
// Site

/** Slug of the storefront's site template (the renderer map is chosen by it). */
export const TEMPLATE_SLUG = 'e-commerce-catalogue';
/** Value of the `Timeout` header every API call carries (storefront document section 7). */
export const API_TIMEOUT_HEADER_VALUE = '1000';
