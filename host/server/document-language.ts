import type { FastifyRequest } from 'fastify';
import type { RenderedDocument } from 'server-kit';
import { DEFAULT_LOCALE, LOCALE_TAGS, localeFromCookieHeader, type Locale } from 'shared/i18n';
import english from '../src/i18n/messages/en.json';
import hindi from '../src/i18n/messages/hi.json';

/** The language a request asked for: the shopper's choice in the `lang` cookie, English without one. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromCookieHeader(request.headers.cookie);
}

/**
 * What a document the browser renders itself shows until the shell runs (public/index.html), in each
 * language as the shell's catalogue says it (a message without placeholders, so its text as written).
 */
const BOOT_MESSAGES: Record<Locale, string> = { en: english['loading.page'], hi: hindi['loading.page'] };

/**
 * The document in the request's language: `<html lang>` names it, and the browser's store reads it from
 * there, so the page hydrates in the language the server rendered (every document, rendered here or not).
 * A document left to the browser says its loading message in that language too.
 */
export function documentInLanguage<T extends RenderedDocument>(document: T, locale: Locale): T {
  const tag = LOCALE_TAGS[locale];
  let html = document.html;
  if (locale !== DEFAULT_LOCALE) html = html.replace(`role="status">${BOOT_MESSAGES[DEFAULT_LOCALE]}</div>`, `role="status">${BOOT_MESSAGES[locale]}</div>`);
  const opening = /<html(?:\s+lang=(?:"([^"]*)"|([^\s>]+)))?/.exec(html);
  if (opening && (opening[1] ?? opening[2]) !== tag) html = html.replace(opening[0], `<html lang="${tag}"`);
  return html === document.html ? document : { ...document, html };
}
