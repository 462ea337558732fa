import type { CardItem } from './card-items';
import { Paragraphs } from '../../common/ui/Paragraphs';
import { SectionIcon } from '../../common/ui/SectionIcon';
import { SmartLink } from '../../common/ui/SmartLink';

interface Props {
  cards: CardItem[];
  /** Columns on desktop; mobile always shows one. */
  desktopColumns: 2 | 3;
  isMobile: boolean;
  headingLevel: 'h2' | 'h3';
}

/** Cards in a grid: icon, title and description each, in the section's colours. */
export function CardGrid({ cards, desktopColumns, isMobile, headingLevel: Heading }: Props) {
  const columns = isMobile ? 1 : desktopColumns;
  return (
    <ul className={`sf-card-grid sf-card-grid--cols-${columns}`}>
      {cards.map((card) => (
        <li key={card.key} className="sf-info-card">
          <SectionIcon value={card.icon} className="sf-info-card__icon" />
          {card.title && (
            <Heading className="sf-info-card__title">
              <SmartLink href={card.href} className="sf-info-card__link">
                {card.title}
              </SmartLink>
            </Heading>
          )}
          <Paragraphs text={card.description} className="sf-info-card__description sf-prose" />
        </li>
      ))}
    </ul>
  );
}
