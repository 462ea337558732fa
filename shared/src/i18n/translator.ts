import { setupI18n, type Messages } from '@lingui/core';
import { use } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales';

/** Values a message's placeholders take: `{amount}` in "Pay {amount}". */
export type MessageValues = Record<string, string | number>;
/** Says one message of a catalogue in one language. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

type OtherLocale = Exclude<Locale, 'en'>;

/**
 * English is in the app's own bundle, since most pages are read in it; every other language is a chunk
 * of its own (`() => import('./messages/hi.json')`), loaded only by the pages that speak it.
 */
export type Catalogues<Id extends string> = { en: Record<Id, unknown> } & Record<OtherLocale, () => Promise<{ default: Messages }>>;

/**
 * One app's messages in every language, said through Lingui. Webpack hands the catalogues in compiled
 * (build-kit's lingui-catalogue-loader), so the browser carries no message compiler; under jest the
 * JSON comes raw and Lingui compiles it itself. A message a catalogue lacks is said in English.
 */
export function createTranslator<Id extends string>(catalogues: Catalogues<Id>) {
  const english = sayer(DEFAULT_LOCALE, catalogues.en as Messages);
  const ready = new Map<Locale, Translate<Id>>([[DEFAULT_LOCALE, english]]);
  const loading = new Map<Locale, Promise<Translate<Id>>>();

  function sayer(locale: Locale, messages: Messages): Translate<Id> {
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
    return (id, values) => (locale === DEFAULT_LOCALE || id in messages ? i18n._(id, values) : english(id, values));
  }

  /** The locale's messages, loaded once. */
  function load(locale: Locale): Promise<Translate<Id>> {
    const known = ready.get(locale);
    if (known) return Promise.resolve(known);
    let pending = loading.get(locale);
    if (!pending) {
      pending = catalogues[locale as OtherLocale]().then(({ default: messages }) => {
        const say = sayer(locale, messages);
        ready.set(locale, say);
        return say;
      });
      loading.set(locale, pending);
    }
    return pending;
  }

  return {
    load,
    /**
     * In a component: the locale's messages, suspending until they are loaded (a hydrating page keeps
     * the server's HTML meanwhile, so a Hindi page never flashes English).
     */
    useMessages(locale: Locale): Translate<Id> {
      return ready.get(locale) ?? use(load(locale));
    },
    /** Outside React (a store's snackbar): the locale's messages once loaded, English until then. */
    now(locale: Locale): Translate<Id> {
      return ready.get(locale) ?? english;
    },
  };
}

export type Translator<Id extends string> = ReturnType<typeof createTranslator<Id>>;
