import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SectionIcon } from '../../common/ui/SectionIcon';
import { sectionColors } from '../../common/ui/section-colors';

/** A policy page's Notice Section: a highlighted note (Icon, Title, Description) in the owner's colours. */
export function NoticeSection({ section }: SectionProps) {
  const title = valueOf(section, 'Title')?.trim();
  const description = valueOf(section, 'Description');
  if (!title && !description?.trim()) return null;
  return (
    <aside className="sf-notice" role="note" style={sectionColors(section)} aria-label={title || undefined}>
      <SectionIcon value={valueOf(section, 'Icon') ?? 'info'} className="sf-notice__icon" />
      <div>
        {title && <h2 className="sf-notice__title">{title}</h2>}
        <Paragraphs text={description} />
      </div>
    </aside>
  );
}
