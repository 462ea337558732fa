/**
 * Test helpers for every package's jest tests (`shared/testing`): wire-valid builders, a fake API
 * client that parses with the caller's schema, and rendering inside a real root store. Never
 * imported by application code, so never part of a federated bundle.
 */
export * from './builders';
export * from './fake-api';
export * from './render-with-store';
export * from './render-on-server';
export * from './contract-refs';
export * from './catalogues';
