/**
 * The common contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../common.ts).
 */

/** 24 lowercase hex characters: the id format of every entity (the spec tells ids from slugs by this shape). */
export const ID_PATTERN = /^[0-9a-f]{24}$/i;
