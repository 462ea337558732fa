import { valueOf } from 'shared';
import type { SectionProps } from '../section-registry';

/** The Text banner section: a message in the colour the owner picked. */
export function TextSection({ section }: SectionProps) {
  const message = valueOf(section, 'Message');
  if (!message) return null;
  return (
    <section className="sf-text-banner" aria-label="Announcement">
      <p style={{ color: valueOf(section, 'Text Color') }}>{message}</p>
    </section>
  );
}
