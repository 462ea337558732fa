import { LOCALE_TAGS, type Locale } from 'shared/i18n';

const names = new Map<Locale, Intl.DisplayNames | null>();

function displayNames(locale: Locale): Intl.DisplayNames | null {
  if (!names.has(locale)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
    } catch {
      // a browser without region names keeps the English list
    }
    names.set(locale, made);
  }
  return names.get(locale) ?? null;
}

/**
 * A country of the dial-code picker by name: the shared list's English name in English, the browser's
 * own region name in another language ('भारत'), so no catalogue carries fifty country names.
 */
export function countryName(country: { name: string; iso: string }, locale: Locale): string {
  if (locale === 'en') return country.name;
  return displayNames(locale)?.of(country.iso) ?? country.name;
}
