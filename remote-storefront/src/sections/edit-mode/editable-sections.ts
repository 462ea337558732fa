import type { Section } from 'shared';
import type { LayoutMode } from 'shared/sections';

/**
 * The sections edit mode lists for a layout: hidden ones too (the owner must be able to show them
 * again), those of the other layout not (they are edited in that layout), in indexPosition order.
 */
export function editableSections<S extends Pick<Section, 'viewMode' | 'indexPosition'>>(sections: readonly S[], mode: LayoutMode): S[] {
  return sections.filter((s) => s.viewMode === 'both' || s.viewMode === mode).sort((a, b) => a.indexPosition - b.indexPosition);
}

const TITLE_KEYS = ['Title', 'SectionTitle', 'Message', 'Sub Title'];

/** How edit mode names a section: its type and, when it has one, its title ("Featured Products: Festive Home Decor"). */
export function sectionLabel(section: Pick<Section, 'name' | 'values'>): string {
  for (const key of TITLE_KEYS) {
    const title = section.values.find((v) => v.key === key)?.value.trim();
    if (title) return `${section.name}: ${title.length > 60 ? `${title.slice(0, 57)}…` : title}`;
  }
  return section.name;
}
