/**
 * The section contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../section.ts).
 */

export const SECTION_STATUSES = ['show', 'hide'] as const;

export const VIEW_MODES = ['both', 'desktop', 'mobile'] as const;

export const SECTION_VALUE_TYPES = ['text', 'textarea', 'color', 'image', 'link', 'icon', 'catalogue', 'number'] as const;
