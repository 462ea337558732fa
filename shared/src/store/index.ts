export * from './root-store';
export * from './session-store';
export * from './cart-item';
export * from './cart-store';
export * from './ui-store';
export * from './owner-api';
export * from './owner-store';
export * from './StoreProvider';
