import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { safeColor } from '../../common/ui/safe-color';
import { sectionColors } from '../../common/ui/section-colors';
import { useT } from '../../i18n/use-t';

/**
 * The Text banner section: a message in the colour the owner picked, on the owner's Background Color
 * when one is given (white text on the default tint would be unreadable).
 */
export function TextSection({ section }: SectionProps) {
  const t = useT();
  const message = valueOf(section, 'Message');
  if (!message) return null;
  return (
    <section className="sf-text-banner" aria-label={t('text.announcement')} style={sectionColors(section)}>
      <p style={{ color: safeColor(valueOf(section, 'Text Color')) }}>{message}</p>
    </section>
  );
}
