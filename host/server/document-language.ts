import type { FastifyRequest } from 'fastify';
import type { RenderedDocument } from 'server-kit';
import { LOCALE_TAGS, localeFromCookieHeader, type Locale } from 'shared/i18n';

/** The language a request asked for: the shopper's choice in the `lang` cookie, English without one. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromCookieHeader(request.headers.cookie);
}

/**
 * The document in the request's language: `<html lang>` names it, and the browser's store reads it from
 * there, so the page hydrates in the language the server rendered (every document, rendered here or not).
 */
export function documentInLanguage<T extends RenderedDocument>(document: T, locale: Locale): T {
  const tag = LOCALE_TAGS[locale];
  const opening = /<html(?:\s+lang=(?:"([^"]*)"|([^\s>]+)))?/.exec(document.html);
  if (!opening || (opening[1] ?? opening[2]) === tag) return document;
  return { ...document, html: document.html.replace(opening[0], `<html lang="${tag}"`) };
}
