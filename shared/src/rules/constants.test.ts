import * as C from './constants';

/** The spec's own numbers, so a change to a constant is a deliberate change to this table too. */
describe('business constants', () => {
  it.each([
    ['BANNER_INTERVAL_DESKTOP_MS', 5_000],
    ['BANNER_INTERVAL_MOBILE_MS', 4_000],
    ['FEATURED_PRODUCTS_LIMIT', 6],
    ['DESKTOP_PRODUCTS_PAGE_SIZE', 8],
    ['MOBILE_PRODUCTS_PAGE_SIZE', 20],
    ['SEARCH_DEBOUNCE_MS', 300],
    ['CART_UPDATE_DEBOUNCE_MS', 300],
    ['TOTALS_DEBOUNCE_MS', 500],
    ['SNACKBAR_DURATION_MS', 6_000],
    ['LOCAL_CART_MAX_ITEMS', 100],
    ['LOCAL_CART_MAX_CHARS', 4_718_592],
    ['LOCAL_CART_DROP_FRACTION', 0.2],
    ['SESSION_GRACE_MS', 300_000],
    ['SESSION_HARD_STALENESS_MS', 36_000_000],
    ['SESSION_EXPIRATION_MS', 864_000_000],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['MOBILE_MEDIA_QUERY', '(max-width: 768px)'],
    ['DEFAULT_THEME_COLOR', '#10B981'],
    ['DEFAULT_CHAT_HEADER_TITLE', 'Chat with us'],
    ['DEFAULT_COUNTRY_CODE', '+91'],
    ['PRICE_SLIDER_DEFAULT_MAX', 1_000],
    ['SWIPE_THRESHOLD_PX', 50],
    ['LOW_STOCK_THRESHOLD', 3],
    ['TEMPLATE_SLUG', 'e-commerce-catalogue'],
    ['PAGINATION_MAX_PLAIN_PAGES', 7],
    ['BADGE_COUNT_MAX', 9],
    ['OLD_PRICE_MARKUP', 1.2],
    ['CONTACT_MESSAGE_MAX_CHARS', 1_000],
    ['PHONE_MIN_DIGITS', 7],
    ['PHONE_MAX_DIGITS', 15],
    ['IMAGE_ATTACHMENT_MAX_BYTES', 5 * 1024 * 1024],
    ['FILE_ATTACHMENT_MAX_BYTES', 100 * 1024 * 1024],
  ] as const)('%s = %p', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('sort options: name (A-Z, default), price-low, price-high, rating, newest', () => {
    expect(C.PRODUCT_SORT_OPTIONS.map((o) => o.value)).toEqual(['name', 'price-low', 'price-high', 'rating', 'newest']);
    expect(C.DEFAULT_PRODUCT_SORT).toBe('name');
  });

  it('rating filters 4, 3, 2, 1 and up; snackbar severities', () => {
    expect(C.RATING_FILTERS).toEqual([4, 3, 2, 1]);
    expect(C.SNACKBAR_SEVERITIES).toEqual(['success', 'error', 'warning', 'info']);
  });
});
