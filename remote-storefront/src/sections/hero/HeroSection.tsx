import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SafeImage } from '../../common/ui/SafeImage';
import { sectionColors } from '../../common/ui/section-colors';

/**
 * The Hero section: Title, Sub Title and Description beside the Image on desktop, above it on mobile,
 * on the owner's Background Color.
 */
export const HeroSection = observer(function HeroSection({ section }: SectionProps) {
  const { ui } = useStore();
  const title = valueOf(section, 'Title')?.trim();
  const subtitle = valueOf(section, 'Sub Title')?.trim();
  const description = valueOf(section, 'Description');
  const image = valueOf(section, 'Image')?.trim();
  if (!title && !subtitle && !description?.trim() && !image) return null;
  return (
    <section
      className={`sf-hero${ui.isMobile ? ' sf-hero--mobile' : ''}${image ? ' sf-hero--with-image' : ''}`}
      style={sectionColors(section)}
      aria-label={title || undefined}
    >
      <div className="sf-hero__text">
        {subtitle && <p className="sf-hero__eyebrow">{subtitle}</p>}
        {title && <h1 className="sf-hero__title">{title}</h1>}
        <Paragraphs text={description} className="sf-hero__description sf-prose" />
      </div>
      {image && (
        <div className="sf-hero__media">
          <SafeImage src={image} alt="" className="sf-hero__image" loading="eager" fetchPriority="high" sizes="(min-width: 768px) 600px, 100vw" />
        </div>
      )}
    </section>
  );
});
