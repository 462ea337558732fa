import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SafeImage } from '../../common/ui/SafeImage';
import { sectionColors } from '../../common/ui/section-colors';

/**
 * The header band that opens a page: Contact Us Header, About Us Header and the policy pages' Header.
 * Title (the page's h1), Sub Title, Description and an optional Image, in the owner's colours.
 */
export function PageHeaderSection({ section }: SectionProps) {
  const title = valueOf(section, 'Title')?.trim();
  const subtitle = valueOf(section, 'Sub Title')?.trim();
  const description = valueOf(section, 'Description');
  const image = valueOf(section, 'Image')?.trim();
  if (!title && !subtitle && !description?.trim()) return null;
  return (
    <header className={`sf-page-header${image ? ' sf-page-header--with-image' : ''}`} style={sectionColors(section)}>
      <div className="sf-page-header__text">
        {title && <h1 className="sf-page-header__title">{title}</h1>}
        {subtitle && <p className="sf-page-header__subtitle">{subtitle}</p>}
        <Paragraphs text={description} className="sf-page-header__description sf-prose" />
      </div>
      {image && <SafeImage src={image} alt="" className="sf-page-header__image" loading="eager" fetchPriority="high" sizes="(min-width: 760px) 720px, 100vw" />}
    </header>
  );
}
