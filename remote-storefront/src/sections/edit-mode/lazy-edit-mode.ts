import { lazy } from 'react';

/**
 * Edit mode's views, loaded only when an owner edits: visitors never download the bars, dialogs and
 * their styles (the storefront's first-paint budget is for them).
 */
export const LazySectionEditFrame = lazy(() => import('./SectionEditFrame').then((m) => ({ default: m.SectionEditFrame })));
export const LazyChangeCataloguePanel = lazy(() => import('../featured-products/ChangeCataloguePanel').then((m) => ({ default: m.ChangeCataloguePanel })));
