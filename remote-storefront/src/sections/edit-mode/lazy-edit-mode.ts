import { lazyExport } from 'shared/dom';

/**
 * Edit mode's views, loaded only when an owner edits: visitors never download the bars, dialogs and
 * their styles (the storefront's first-paint budget is for them).
 */
export const LazySectionEditFrame = lazyExport(() => import('./SectionEditFrame'), 'SectionEditFrame');
export const LazyChangeCataloguePanel = lazyExport(() => import('../featured-products/ChangeCataloguePanel'), 'ChangeCataloguePanel');
