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
