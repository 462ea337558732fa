/**
 * Pure business rules of the specification, shared by the browser apps and the API. No DOM, no I/O.
 * One folder a domain, each with its own barrel (`shared/rules/pricing`, `shared/rules/cart`, ...);
 * this barrel re-exports them all. Every module here is free of side effects, so an app's bundle keeps
 * only the rules it calls whichever barrel it imports. Code of the `shared` singleton (store, storage,
 * API client) imports the rule's own file instead: a singleton is not tree-shaken.
 */
export * from './constants';
export * from './pricing';
export * from './product';
export * from './listing';
export * from './cart';
export * from './orders';
export * from './chat';
export * from './forms';
export * from './session';
export * from './page';
export * from './payments';
export * from './dispatch';
export * from './business';
export * from './hours';
