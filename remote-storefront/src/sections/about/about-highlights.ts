import { type Section } from 'shared';
import { valueOf } from 'shared/sections';

/** The About section's short highlights, stored under Title 1 to Title 4; blanks are skipped. */
export function aboutHighlights(section: Section): string[] {
  return [1, 2, 3, 4]
    .map((n) => valueOf(section, `Title ${n}`)?.trim() ?? '')
    .filter((text) => text !== '');
}
