/**
 * `shared`: the one module the host and every remote share as a module-federation singleton, so one
 * session and one cart exist in the page. Contracts (zod), pure rules, formatting, storage, the API
 * client and the MobX root store.
 */
export * from './contracts/without-zod';
export * from './rules';
export * from './format';
export * from './storage';
export * from './api-client';
export * from './store';
export * from './sections';
export * from './standalone/use-standalone-page';
export * from './dom';
export * from './federation';
