import { aSection } from 'shared/testing';
import { editableSections, sectionLabel } from './editable-sections';

describe('editableSections', () => {
  const sections = [
    aSection('Flash Sale', [], { indexPosition: 3 }),
    aSection('Banner', [], { indexPosition: 0 }),
    aSection('Hidden promo', [], { indexPosition: 1, status: 'hide' }),
    aSection('Desktop strip', [], { indexPosition: 2, viewMode: 'desktop' }),
    aSection('Mobile strip', [], { indexPosition: 4, viewMode: 'mobile' }),
  ];

  it('keeps hidden sections and drops the other layout, in indexPosition order', () => {
    expect(editableSections(sections, 'desktop').map((s) => s.name)).toEqual(['Banner', 'Hidden promo', 'Desktop strip', 'Flash Sale']);
    expect(editableSections(sections, 'mobile').map((s) => s.name)).toEqual(['Banner', 'Hidden promo', 'Flash Sale', 'Mobile strip']);
  });
});

describe('sectionLabel', () => {
  it('names the section by its type and title', () => {
    expect(sectionLabel(aSection('Featured Products', [{ key: 'Title', value: 'Festive Home Decor' }]))).toBe('Featured Products: Festive Home Decor');
    expect(sectionLabel(aSection('Card', [{ key: 'SectionTitle', value: 'Reach us' }]))).toBe('Card: Reach us');
    expect(sectionLabel(aSection('Banner', [{ key: 'Image', value: '/b.svg' }]))).toBe('Banner');
    expect(sectionLabel(aSection('Text banner', [{ key: 'Message', value: 'x'.repeat(80) }]))).toBe(`Text banner: ${'x'.repeat(57)}…`);
  });
});
