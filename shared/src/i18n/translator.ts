import { setupI18n, type Messages } from '@lingui/core';
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
  const loading = new Map<Locale, Promise<Translate<Id>>>([[DEFAULT_LOCALE, Promise.resolve(english)]]);

  function sayer(locale: Locale, messages: Messages): Translate<Id> {
    const i18n = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } });
    return (id, values) => (locale === DEFAULT_LOCALE || id in messages ? i18n._(id, values) : english(id, values));
  }

  /** The locale's messages, loaded once. */
  function load(locale: Locale): Promise<Translate<Id>> {
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
     * the server's HTML meanwhile, so a Hindi page never flashes English). It calls no hook: while the
     * catalogue loads it throws the loading promise, so React unwinds to the Suspense boundary and later
     * renders the view afresh. (React's `use` would replay the view from where it stopped, and a
     * catalogue already in the browser's cache arrives during that replay: the view then skips `use` and
     * its later hooks no longer line up, React error 467.)
     */
    useMessages(locale: Locale): Translate<Id> {
      const say = ready.get(locale);
      if (say) return say;
      throw load(locale);
    },
    /** Outside React (a store's snackbar): the locale's messages once loaded, English until then. */
    now(locale: Locale): Translate<Id> {
      return ready.get(locale) ?? english;
    },
  };
}

export type Translator<Id extends string> = ReturnType<typeof createTranslator<Id>>;
