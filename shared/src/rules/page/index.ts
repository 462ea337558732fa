/** Page chrome: the mobile breakpoint, the document title and count badges. */
export * from './mobile-width';
export * from './document-title';
export * from './badge-count';
