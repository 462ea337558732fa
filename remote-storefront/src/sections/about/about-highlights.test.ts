import type { Section } from 'shared';
import { aboutHighlights } from './about-highlights';

it('reads Title 1 to Title 4 in order, skipping blanks', () => {
  const section: Section = {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    name: 'About',
    status: 'show',
    viewMode: 'both',
    indexPosition: 3,
    values: [
      { key: 'Title 3', value: 'Free shipping over ₹999' },
      { key: 'Title 1', value: 'Handwoven' },
      { key: 'Title 2', value: ' ' },
      { key: 'Title 5', value: 'Ignored' },
    ],
  };
  expect(aboutHighlights(section)).toEqual(['Handwoven', 'Free shipping over ₹999']);
});
