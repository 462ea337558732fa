/** Orders: grouping a cart by dispatch point, totals and their display lines, shipping, the Create Order guard and order history. */
export * from './order-grouping';
export * from './order-totals';
export * from './order-history';
export * from './create-order-guard';
export * from './shipping';
export * from './totals-lines';
