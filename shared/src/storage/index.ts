export * from './keys';
export * from './safe-storage';
export * from './cookies';
export * from './chat-session';
export * from './access-token';
export * from './order-item-data';
export * from './enquiry-data';
export * from './product-action-data';
export { loadSchemas, schemasLoaded } from './stored-schemas-loader';
