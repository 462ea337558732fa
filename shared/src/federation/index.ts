export * from './remote-view';
export * from './checkout-views';
