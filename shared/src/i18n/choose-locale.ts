import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, isLocale, type Locale } from './locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Switches the site's language: remembered in local storage and in the cookie the server reads, then the
 * page is loaded again so the server renders it in that language (cart, session and chat live in storage).
 */
export function chooseLocale(locale: Locale, reload: () => void = () => window.location.reload()): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage refused (private mode): the cookie alone carries the choice
  }
  writeCookie(locale);
  reload();
}

/**
 * On start in the browser: a choice kept in local storage whose cookie has gone (cleared, expired) is
 * written back, so the next page the server renders speaks it.
 */
export function keepLocaleCookie(): void {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return;
  }
  if (isLocale(kept) && !document.cookie.split(';').some((part) => part.trim() === `${LOCALE_COOKIE}=${kept}`)) writeCookie(kept);
}
