export { valueOf, valuesOf } from './section-values';
export { visibleSections, type LayoutMode } from './visible-sections';
