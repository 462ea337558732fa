import { localeFromCookieHeader, localeOfTag } from './locales';

describe('locales', () => {
  it.each([
    ['lang=hi', 'hi'],
    ['a=1; lang=hi; b=2', 'hi'],
    ['lang=en', 'en'],
    ['lang=fr', 'en'],
    ['xlang=hi', 'en'],
    ['', 'en'],
  ])('reads the choice in the cookie header %p as %p', (header, locale) => {
    expect(localeFromCookieHeader(header)).toBe(locale);
  });

  it.each([
    ['hi-IN', 'hi'],
    ['hi', 'hi'],
    ['en-IN', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('reads the document language %p as %p', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });
});
