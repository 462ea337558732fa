import type { Section } from '../contracts/section/schemas';

export type LayoutMode = 'mobile' | 'desktop';

/**
 * Sections a visitor sees, in order: status not `hide`, viewMode `both` or the current layout,
 * sorted by indexPosition (spec: storefront 4, chat 2 "Static pages").
 */
export function visibleSections<S extends Pick<Section, 'status' | 'viewMode' | 'indexPosition'>>(
  sections: readonly S[],
  mode: LayoutMode,
): S[] {
  return sections
    .filter((s) => s.status !== 'hide' && (s.viewMode === 'both' || s.viewMode === mode))
    .sort((a, b) => a.indexPosition - b.indexPosition);
}
