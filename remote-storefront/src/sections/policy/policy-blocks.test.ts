import type { Section } from 'shared';
import { policyBlocks } from './policy-blocks';

it('keeps headings and text in stored order and skips colours, hidden and blank entries', () => {
  const section: Section = {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    name: 'Content',
    status: 'show',
    viewMode: 'both',
    indexPosition: 2,
    values: [
      { key: 'Background Color', value: '#ffffff' },
      { key: 'Title', value: '1. Information we collect' },
      { key: 'Content', value: 'Name and phone.\n\nAddresses for delivery.' },
      { key: 'Sub Title', value: 'Cookies' },
      { key: 'Description', value: 'Only for your session.' },
      { key: 'Title', value: 'Hidden', status: 'hide' },
      { key: 'Content', value: '   ' },
    ],
  };
  expect(policyBlocks(section)).toEqual([
    { kind: 'heading', text: '1. Information we collect' },
    { kind: 'text', text: 'Name and phone.\n\nAddresses for delivery.' },
    { kind: 'subheading', text: 'Cookies' },
    { kind: 'text', text: 'Only for your session.' },
  ]);
});

it('heads a text entry with its own label, as the seeded policy pages store them', () => {
  const section: Section = {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaab',
    name: 'Content',
    status: 'show',
    viewMode: 'both',
    indexPosition: 2,
    values: [{ key: 'Content', value: 'Within 7 days of delivery.', label: 'Returns' }],
  };
  expect(policyBlocks(section)).toEqual([
    { kind: 'heading', text: 'Returns' },
    { kind: 'text', text: 'Within 7 days of delivery.' },
  ]);
});
