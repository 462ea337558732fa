import { type Section } from 'shared';
import { valuesOf } from 'shared/sections';

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
 * Cards come in two stored shapes: repeated Title, Description and Icon entries, the n-th of each
 * belonging together, or one `Card` entry per card (heading in `label`, text in `value`, with its own
 * `icon` and `url`). A hidden card (status 'hide') or one with neither title nor text is left out.
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
  valuesOf(section, 'Card').forEach((entry, index) => {
    if (entry.status === 'hide' || !(entry.label?.trim() || entry.value.trim())) return;
    cards.push({ key: `card-${index}`, title: entry.label?.trim() ?? '', description: entry.value, icon: entry.icon || undefined, href: entry.url || undefined });
  });
  return cards;
}
