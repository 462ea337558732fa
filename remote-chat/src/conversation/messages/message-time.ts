import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from 'shared/i18n';

interface Formats {
  clock: Intl.DateTimeFormat;
  dayMonth: Intl.DateTimeFormat;
  dayMonthYear: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

const formats = new Map<Locale, Formats>();

function formatsOf(locale: Locale): Formats {
  let made = formats.get(locale);
  if (!made) {
    const tag = LOCALE_TAGS[locale];
    made = {
      clock: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
      dayMonth: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' }),
      dayMonthYear: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
      full: new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }),
    };
    formats.set(locale, made);
  }
  return made;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A message's time as the thread shows it, in the reader's time zone and language (en-IN, hi-IN): the
 * clock time for today ('10:42 am'), with the day for older messages of this year ('12 Mar, 10:42 am')
 * and the year before that ('12 Mar 2024, 10:42 am'). An unreadable time shows as ''.
 */
export function formatMessageTime(iso: string, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const { clock, dayMonth, dayMonthYear } = formatsOf(locale);
  const time = clock.format(at);
  if (sameDay(at, now)) return time;
  const date = at.getFullYear() === now.getFullYear() ? dayMonth.format(at) : dayMonthYear.format(at);
  return `${date}, ${time}`;
}

/** The whole date and time, for the hover title and screen readers. */
export function formatMessageTimeFull(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : formatsOf(locale).full.format(at);
}
