/**
 * `shared`: the one module the host and every remote share as a module-federation singleton, so one
 * session and one cart exist in the page: the MobX root store, the API client, storage, the contracts'
 * types and schema references, and the context through which one remote shows another's view.
 *
 * What is pure lives beside it, in modules each app bundles (only the parts it uses): `shared/constants`
 * (paths, limits, messages), `shared/rules`, `shared/format`, `shared/sections` and `shared/dom`.
 * A shared module is not tree-shaken, so everything here is loaded before the first screen is live.
 */
export * from './contracts/without-zod';
export * from './storage';
export * from './api-client';
export * from './store';
export * from './standalone/use-standalone-page';
export * from './federation';
