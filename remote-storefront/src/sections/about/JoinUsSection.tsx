import { useId } from 'react';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { safeHref } from '../../common/ui/safe-href';
import { SmartLink } from '../../common/ui/SmartLink';
import { sectionColors } from '../../common/ui/section-colors';

/**
 * The about page's Join Us on Our Journey: a closing call-out with Title and Description, and a link
 * button when the owner attached a link (url) and its text (label) to one of the section's entries.
 */
export function JoinUsSection({ section }: SectionProps) {
  const headingId = useId();
  const title = valueOf(section, 'Title')?.trim();
  const subtitle = valueOf(section, 'Sub Title')?.trim();
  const description = valueOf(section, 'Description');
  const action = section.values.find((entry) => entry.label?.trim() && safeHref(entry.url));
  if (!title && !description?.trim()) return null;
  return (
    <section className="sf-section sf-join-us" style={sectionColors(section)} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 className="sf-section__title" id={headingId}>
          {title}
        </h2>
      )}
      {subtitle && <p className="sf-section__subtitle">{subtitle}</p>}
      <Paragraphs text={description} />
      {action && (
        <SmartLink href={action.url} className="sf-button">
          {action.label}
        </SmartLink>
      )}
    </section>
  );
}
