import { LOCALE_TAGS, type Locale } from 'shared/i18n';
import type { CountryCode } from 'shared/rules';

/**
 * A country's name in the page's language: the shared list's English name, or the browser's own name
 * for the region in another language (Intl.DisplayNames), so the list costs the catalogue nothing.
 */
export function countryName(locale: Locale, country: CountryCode): string {
  if (locale === 'en' || typeof Intl.DisplayNames !== 'function') return country.name;
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(country.iso) ?? country.name;
  } catch {
    return country.name;
  }
}
