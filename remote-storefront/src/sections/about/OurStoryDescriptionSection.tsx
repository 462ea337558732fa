import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SafeImage } from '../../common/ui/SafeImage';
import { sectionColors } from '../../common/ui/section-colors';

/** The about page's Our Story Description: the story as paragraphs, with an optional Image beside it. */
export const OurStoryDescriptionSection = observer(function OurStoryDescriptionSection({ section }: SectionProps) {
  const { ui } = useStore();
  const description = valueOf(section, 'Description');
  const image = valueOf(section, 'Image')?.trim();
  if (!description?.trim()) return null;
  return (
    <div className={`sf-section sf-story${image && !ui.isMobile ? ' sf-story--with-image' : ''}`} style={sectionColors(section)}>
      <Paragraphs text={description} />
      {image && <SafeImage src={image} alt="" className="sf-story__image" loading="lazy" sizes="(min-width: 768px) 600px, 100vw" />}
    </div>
  );
});
