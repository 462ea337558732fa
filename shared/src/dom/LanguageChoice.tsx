import { chooseLocale } from '../i18n/choose-locale';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, isLocale, type Locale } from '../i18n/locales';
import { sharedMessages } from '../i18n/shared-messages';

export interface LanguageChoiceProps {
  /** The page's language (`useStore().locale`). */
  locale: Locale;
  /** The caller's class for the menu (the desktop header's, the profile page's). */
  className?: string;
}

/**
 * The language menu: each language named in itself, so a shopper finds theirs whatever the page speaks.
 * Choosing one remembers it and loads the page again in it (chooseLocale).
 */
export function LanguageChoice({ locale, className }: LanguageChoiceProps) {
  return (
    <select
      className={className}
      aria-label={sharedMessages.useMessages(locale)('language.label')}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value) && event.target.value !== locale) chooseLocale(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={LOCALE_TAGS[option]}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
