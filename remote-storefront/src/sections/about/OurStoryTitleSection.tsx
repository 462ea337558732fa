import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { sectionColors } from '../../common/ui/section-colors';

/** The about page's Our Story Title: the story's heading with an optional Sub Title. */
export function OurStoryTitleSection({ section }: SectionProps) {
  const title = valueOf(section, 'Title')?.trim() || valueOf(section, 'SectionTitle')?.trim();
  const subtitle = valueOf(section, 'Sub Title')?.trim();
  if (!title) return null;
  return (
    <div className="sf-section sf-story-title" style={sectionColors(section)}>
      <h2 className="sf-section__title">{title}</h2>
      {subtitle && <p className="sf-section__subtitle">{subtitle}</p>}
    </div>
  );
}
