export * from './root-store';
export * from './session-store';
export { customDomainSite } from './custom-domain-site';
export * from './cart-item';
export * from './cart-store';
export * from './ui-store';
// The owner API itself is loaded with edit mode's network side (owner-network.ts), not with the page.
export type { OwnerApi, OwnerApiOptions } from './owner-api';
export * from './owner-store';
export * from './StoreProvider';
export * from './query-cache';
