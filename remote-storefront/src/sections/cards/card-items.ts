import { valuesOf, type Section } from 'shared';

/** One card of a Card / Cards section. */
export interface CardItem {
  key: string;
  title: string;
  description: string;
  icon: string | undefined;
  /** A link the owner put on the card's title or description (e.g. tel:, mailto:, a page path). */
  href: string | undefined;
}

/**
 * Cards are stored as repeated Title, Description and Icon entries; the n-th of each belong together.
 * A card whose title entry is hidden (status 'hide') or that has neither title nor description is left
 * out.
 */
export function cardItems(section: Section): CardItem[] {
  const titles = valuesOf(section, 'Title');
  const descriptions = valuesOf(section, 'Description');
  const icons = valuesOf(section, 'Icon');
  const count = Math.max(titles.length, descriptions.length);
  const cards: CardItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const title = titles[index];
    const description = descriptions[index];
    if (title?.status === 'hide' || description?.status === 'hide') continue;
    const card: CardItem = {
      key: String(index),
      title: title?.value.trim() ?? '',
      description: description?.value ?? '',
      icon: icons[index]?.value || title?.icon || undefined,
      href: title?.url || description?.url || undefined,
    };
    if (card.title || card.description.trim()) cards.push(card);
  }
  return cards;
}
