export * from './remote-view';
// types only: the list itself stays out of the shared singleton's bundle (its test reads it)
export type { RemoteName, ExposedModule } from './remote-exposes';
export type * from './remote-view-registry';
export * from './checkout-views';
