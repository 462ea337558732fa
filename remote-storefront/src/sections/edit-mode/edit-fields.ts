import { type SectionValue } from 'shared';
import { isCatalogueEntry, isColorEntry, isImageEntry, isLinkEntry } from 'shared/constants';

/** How the edit form shows one value. */
export type FieldKind = 'text' | 'textarea' | 'color' | 'image' | 'link';

export interface EditField {
  /** Position of the entry in the section's values. */
  index: number;
  kind: FieldKind;
  /** The key, numbered for repeated keys ("Image 2"). */
  label: string;
}

const LONG_TEXT_KEYS = new Set(['Description', 'Message', 'Content', 'Card', 'Our Story Description']);

export function fieldKind(entry: SectionValue): FieldKind {
  if (isColorEntry(entry)) return 'color';
  if (isImageEntry(entry)) return 'image';
  if (isLinkEntry(entry)) return 'link';
  if (entry.type === 'textarea' || LONG_TEXT_KEYS.has(entry.key) || entry.value.includes('\n') || entry.value.length > 120) return 'textarea';
  return 'text';
}

/**
 * The fields of the edit form, one per value, in stored order. The catalogue connection is left out: it
 * changes through Change Catalogue. Keys that repeat (lists) are numbered.
 */
export function editFields(values: readonly SectionValue[]): EditField[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v.key, (counts.get(v.key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const fields: EditField[] = [];
  values.forEach((entry, index) => {
    if (isCatalogueEntry(entry)) return;
    const n = (seen.get(entry.key) ?? 0) + 1;
    seen.set(entry.key, n);
    fields.push({ index, kind: fieldKind(entry), label: (counts.get(entry.key) ?? 0) > 1 ? `${entry.key} ${n}` : entry.key });
  });
  return fields;
}

/** A colour an `<input type="color">` can show (#rrggbb), from #rgb or #rrggbb; null for anything else. */
export function pickerColor(value: string): string | null {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : null;
}
