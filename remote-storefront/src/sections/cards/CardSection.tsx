import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useStore } from 'shared';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { sectionColors } from '../../common/ui/section-colors';
import { cardItems } from './card-items';
import { CardGrid } from './CardGrid';

/** The Card section (contact page and others): cards in 3 columns on desktop, 1 on mobile. */
export const CardSection = observer(function CardSection({ section }: SectionProps) {
  return <CardsBlock section={section} desktopColumns={3} />;
});

/** The about page's Cards section: 2 columns on desktop, 1 on mobile. */
export const AboutCardsSection = observer(function AboutCardsSection({ section }: SectionProps) {
  return <CardsBlock section={section} desktopColumns={2} />;
});

const CardsBlock = observer(function CardsBlock({ section, desktopColumns }: Pick<SectionProps, 'section'> & { desktopColumns: 2 | 3 }) {
  const { ui } = useStore();
  const headingId = useId();
  const cards = cardItems(section);
  if (cards.length === 0) return null;
  const heading = valueOf(section, 'SectionTitle')?.trim();
  return (
    <section
      className="sf-section sf-cards"
      style={sectionColors(section)}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <h2 className="sf-section__title" id={headingId}>
          {heading}
        </h2>
      )}
      <CardGrid cards={cards} desktopColumns={desktopColumns} isMobile={ui.isMobile} headingLevel={heading ? 'h3' : 'h2'} />
    </section>
  );
});
