import { chooseLocale, keepLocaleCookie } from './choose-locale';
import { LOCALE_STORAGE_KEY } from './locales';

describe('the language choice', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('is remembered in local storage and in the cookie the server reads, then the page loads again', () => {
    const reload = jest.fn();
    chooseLocale('hi', reload);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('writes the cookie again from storage when the cookie has gone', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    keepLocaleCookie();
    expect(document.cookie).toContain('lang=hi');
  });

  it('leaves the cookie alone when storage holds no valid choice', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    keepLocaleCookie();
    expect(document.cookie).not.toContain('lang=');
  });
});
