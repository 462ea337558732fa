import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SafeImage } from '../../common/ui/SafeImage';
import { sectionColors } from '../../common/ui/section-colors';
import { aboutHighlights } from './about-highlights';

/**
 * The About section: a heading (SectionTitle or Title), Sub Title, the Description as paragraphs, up to
 * four highlights (Title 1-4) and an Image beside the text on desktop.
 */
export const AboutSection = observer(function AboutSection({ section }: SectionProps) {
  const { ui } = useStore();
  const headingId = useId();
  const heading = valueOf(section, 'SectionTitle')?.trim() || valueOf(section, 'Title')?.trim();
  const subtitle = valueOf(section, 'Sub Title')?.trim();
  const description = valueOf(section, 'Description');
  const image = valueOf(section, 'Image')?.trim();
  const highlights = aboutHighlights(section);
  if (!heading && !description?.trim() && highlights.length === 0) return null;
  return (
    <section
      className={`sf-section sf-about${ui.isMobile ? ' sf-about--mobile' : ''}${image ? ' sf-about--with-image' : ''}`}
      style={sectionColors(section)}
      aria-labelledby={heading ? headingId : undefined}
    >
      <div className="sf-about__text">
        {heading && (
          <h2 className="sf-section__title" id={headingId}>
            {heading}
          </h2>
        )}
        {subtitle && <p className="sf-section__subtitle">{subtitle}</p>}
        <Paragraphs text={description} />
        {highlights.length > 0 && (
          <ul className="sf-about__highlights">
            {highlights.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
      </div>
      {image && <SafeImage src={image} alt="" className="sf-about__image" loading="lazy" sizes="(min-width: 768px) 600px, 100vw" />}
    </section>
  );
});
