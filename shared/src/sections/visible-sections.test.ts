import { visibleSections } from './visible-sections';

const section = (name: string, indexPosition: number, extra: object = {}) => ({
  name,
  indexPosition,
  status: 'show' as const,
  viewMode: 'both' as const,
  ...extra,
});

describe('visibleSections', () => {
  const sections = [
    section('Flash Sale', 3),
    section('Banner', 0),
    section('Hidden promo', 1, { status: 'hide' }),
    section('Desktop strip', 2, { viewMode: 'desktop' }),
    section('Mobile strip', 4, { viewMode: 'mobile' }),
  ];

  it('orders shown sections by indexPosition for desktop, without mobile-only ones', () => {
    expect(visibleSections(sections, 'desktop').map((s) => s.name)).toEqual(['Banner', 'Desktop strip', 'Flash Sale']);
  });

  it('keeps mobile-only sections and drops desktop-only ones on mobile', () => {
    expect(visibleSections(sections, 'mobile').map((s) => s.name)).toEqual(['Banner', 'Flash Sale', 'Mobile strip']);
  });

  it('never shows a hidden section', () => {
    expect(visibleSections(sections, 'mobile').some((s) => s.name === 'Hidden promo')).toBe(false);
  });
});
