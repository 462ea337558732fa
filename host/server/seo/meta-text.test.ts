/** @jest-environment node */
import { documentTitle, oneLine, summarize } from './meta-text';

describe('meta text', () => {
  it('puts a line-broken value on one line', () => {
    expect(oneLine('12, Chickpet Main Road\n  Bengaluru ')).toBe('12, Chickpet Main Road Bengaluru');
  });

  it('keeps a short description and cuts a long one at a word', () => {
    expect(summarize('Handwoven silk.')).toBe('Handwoven silk.');
    const long = 'Pure silk saree woven in Kanchipuram, '.repeat(10);
    const short = summarize(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/Kanchipuram…$|silk…$|saree…$|woven…$|in…$|Pure…$/);
  });

  it.each([
    ['About Us', 'Kaveri Handlooms & Home', 'About Us | Kaveri Handlooms & Home'],
    ['Kaveri Handlooms & Home', 'Kaveri Handlooms & Home', 'Kaveri Handlooms & Home'],
    ['', 'Sunrise Bakery', 'Sunrise Bakery'],
  ])('titles %p of %p as %p', (page, business, title) => {
    expect(documentTitle(page, business)).toBe(title);
  });
});
