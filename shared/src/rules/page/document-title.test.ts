import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it.each([
    ['About Us', 'Kaveri Handlooms & Home', 'About Us | Kaveri Handlooms & Home'],
    ['Kaveri Handlooms & Home', 'Kaveri Handlooms & Home', 'Kaveri Handlooms & Home'],
    ['kaveri handlooms & home', 'Kaveri Handlooms & Home', 'Kaveri Handlooms & Home'],
    ['', 'Sunrise Bakery', 'Sunrise Bakery'],
    ['Banarasi\n  Katan   Silk Saree', 'Kaveri', 'Banarasi Katan Silk Saree | Kaveri'],
  ])('titles %j of %j as %j', (page, business, expected) => {
    expect(documentTitle(page, business)).toBe(expected);
  });
});
