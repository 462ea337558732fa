/** Money in paise and rupees, sale and old prices, tax on a price, the discount badge, a service package's price and the GST split. */
export * from './money';
export * from './sale-price';
export * from './price-with-tax';
export * from './discount-badge';
export * from './old-price';
export * from './service-package-price';
export * from './gst-split';
