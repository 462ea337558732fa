/**
 * The page-edit contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../page-edit.ts).
 */
import { API_PATHS } from '../paths';
import type { SectionValue } from '../section/schemas';

/** Paths of the owner's section actions (update and duplicate are the spec's; status and remove are designed). */
export const PAGE_EDIT_PATHS = {
  updateSection: API_PATHS.updateSection,
  duplicateSection: API_PATHS.duplicateSection,
  sectionStatus: '/business_website/page/update_page_section_status',
  removeSection: '/business_website/page/remove_website_page_section',
} as const;

/** Spec strings of edit mode. */
export const PAGE_EDIT_MESSAGES = {
  /** A section action the server refused without a message of its own. */
  updateFailed: 'Failed to update page section data',
  /** Connecting a catalogue threw (no answer from the server at all). */
  connectCatalogueError: 'An error occurred while connecting the catalogue.',
  forbidden: 'You do not have permission to edit this website',
  updated: 'Section updated successfully',
  duplicated: 'Section duplicated successfully',
  hidden: 'Section hidden successfully',
  shown: 'Section shown successfully',
  removed: 'Section removed successfully',
  catalogueConnected: 'Catalogue connected successfully',
} as const;

/** Keys an owner connects a catalogue with (Featured Products / Products Connection). */
export const CATALOGUE_KEYS = ['catalogueId', 'catalogueSlug'] as const;

export const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(\s*[-\d.%,\s/a-z]*\)$/i;

export const NAMED = /^[a-z]{3,30}$/i;

/**
 * A plain CSS colour (hex, rgb()/hsl()-style function, or a name). Colours end up in inline styles, where
 * `url(https://tracker)` or `expression(...)` would otherwise get through; the server refuses anything
 * else and the edit form says so before sending. Empty means "no colour" and is allowed.
 */
export function isSafeColor(value: string): boolean {
  const color = value.trim();
  return color === '' || HEX.test(color) || FUNCTIONAL.test(color) || NAMED.test(color);
}

/**
 * A link an owner may store: an in-site path (`/products?catalogue=x`, not `//host`), a query (`?x=1`),
 * an http(s) address, or mailto:/tel:. `javascript:`, `data:` and the like never are. Empty is allowed.
 */
export function isSafeLink(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (/[\s\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (url.startsWith('?')) return true;
  return /^https?:\/\/[^/\s]+/i.test(url) || /^(?:mailto|tel):\S+$/i.test(url);
}

/** An image address: an in-site path (uploads) or an http(s) address. Empty is allowed. */
export function isSafeImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (/\s/.test(url) || url.includes('\\')) return false;
  return (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^/\s]+/i.test(url);
}

/** True when the entry holds a colour: type `color`, or a key such as `Background Color`, `Text Color 1`. */
export const isColorEntry = (entry: Pick<SectionValue, 'key' | 'type'>): boolean => entry.type === 'color' || /colou?r/i.test(entry.key);

/** True when the entry's value is an image address (type `image`, or the `Image` key). */
export const isImageEntry = (entry: Pick<SectionValue, 'key' | 'type'>): boolean => entry.type === 'image' || entry.key === 'Image' || entry.key === 'Footer Image';

/** True when the entry's value is a link (type `link`). */
export const isLinkEntry = (entry: Pick<SectionValue, 'key' | 'type'>): boolean => entry.type === 'link';

/** True for the catalogue connection's entries; they change through the Select Catalogue modal. */
export const isCatalogueEntry = (entry: Pick<SectionValue, 'key' | 'type'>): boolean =>
  entry.type === 'catalogue' || (CATALOGUE_KEYS as readonly string[]).includes(entry.key);

/** Control characters other than tab and line breaks: invisible, and trouble in HTML and logs. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export const clean = (text: string | undefined) => (text === undefined ? undefined : text.replace(CONTROL, ''));

/**
 * What is wrong with an entry an owner typed, or null. The server refuses such an entry with 400 and the
 * edit form shows the same words next to the field.
 */
export function sectionValueProblem(entry: SectionValue): string | null {
  if (isColorEntry(entry) && !isSafeColor(entry.value)) return 'Enter a colour such as #B45309';
  if (isImageEntry(entry) && !isSafeImageUrl(entry.value)) return 'Enter an image address starting with / or https://';
  if (isLinkEntry(entry) && !isSafeLink(entry.value)) return 'Enter a web address (https://…) or a path starting with /';
  if (entry.url !== undefined && !isSafeLink(entry.url)) return 'Enter a web address (https://…) or a path starting with /';
  return null;
}
