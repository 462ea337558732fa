/** Cart lines: what makes two lines one, a line's price, quantity clamping to stock, and the guest cart's storage limits. */
export * from './cart-line';
export * from './cart-line-price';
export * from './quantity-clamp';
export * from './local-cart-limits';
