/** The languages the shopper's side of a site speaks: English (the specification's strings) and Hindi. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The BCP 47 tag for `<html lang>`, Intl and the server: Indian English and Hindi in India. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The cookie that tells the server which language to render the first screen in. */
export const LOCALE_COOKIE = 'lang';
/** Where the browser remembers the choice (the cookie is written again from it). */
export const LOCALE_STORAGE_KEY = 'storefront.lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a language tag names ('hi-IN', 'hi' → hi); English for anything else. */
export function localeOfTag(tag: string | null | undefined): Locale {
  const language = (tag ?? '').trim().toLowerCase().split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The locale a request's Cookie header chose; English without a valid choice. */
export function localeFromCookieHeader(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) {
      const chosen = decodeURIComponent(value.join('=').trim());
      return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
    }
  }
  return DEFAULT_LOCALE;
}
