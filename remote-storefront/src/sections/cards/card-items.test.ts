import type { Section } from 'shared';
import { cardItems } from './card-items';

const section = (values: Section['values']): Section => ({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Card',
  status: 'show',
  viewMode: 'both',
  indexPosition: 1,
  values,
});

describe('cardItems', () => {
  it('reads one Card entry per card: heading in label, text in value', () => {
    const cards = cardItems(
      section([
        { key: 'SectionTitle', value: 'Reach us' },
        { key: 'Card', value: '+91 98450 12345', label: 'Call us', icon: 'phone', url: 'tel:+919845012345' },
        { key: 'Card', value: 'Chickpet, Bengaluru', label: 'Visit', icon: 'map-pin', status: 'hide' },
        { key: 'Card', value: 'hello@example.com', label: 'Email', icon: 'mail' },
      ]),
    );
    expect(cards).toEqual([
      { key: 'card-0', title: 'Call us', description: '+91 98450 12345', icon: 'phone', href: 'tel:+919845012345' },
      { key: 'card-2', title: 'Email', description: 'hello@example.com', icon: 'mail', href: undefined },
    ]);
  });

  it('zips repeated Title, Description and Icon entries by position', () => {
    const cards = cardItems(
      section([
        { key: 'Title', value: 'Call us', url: 'tel:+919876543210' },
        { key: 'Title', value: 'Email' },
        { key: 'Description', value: '+91 98765 43210' },
        { key: 'Description', value: 'hello@example.com' },
        { key: 'Icon', value: 'phone' },
        { key: 'Icon', value: 'email' },
      ]),
    );
    expect(cards).toEqual([
      { key: '0', title: 'Call us', description: '+91 98765 43210', icon: 'phone', href: 'tel:+919876543210' },
      { key: '1', title: 'Email', description: 'hello@example.com', icon: 'email', href: undefined },
    ]);
  });

  it('keeps a card with a missing icon or description and drops hidden or empty ones', () => {
    const cards = cardItems(
      section([
        { key: 'Title', value: 'Visit' },
        { key: 'Title', value: 'Hidden', status: 'hide' },
        { key: 'Title', value: ' ' },
        { key: 'Description', value: 'Our shop' },
      ]),
    );
    expect(cards.map((card) => card.title)).toEqual(['Visit']);
    expect(cards[0]?.icon).toBeUndefined();
  });
});
