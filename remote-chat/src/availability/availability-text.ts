import { indianTime, isOpenAt, nextOpening, typicalReplyText, wallClockOf, WEEK_DAYS, type WeekHours } from 'shared/rules';
import { LOCALE_TAGS, type Locale } from 'shared/i18n';
import type { ChatT } from '../i18n/use-t';

/**
 * The header's typical reply time in the page's language. The buckets are the shared rule's
 * (typicalReplyText): its English line is read back into the message that says it.
 */
export function typicalReplyLine(t: ChatT, medianSeconds: number): string {
  const english = typicalReplyText(medianSeconds);
  const minutes = /^Typically replies in (\d+) minutes?$/.exec(english);
  if (minutes) return t('reply.minutes', { count: Number(minutes[1]) });
  const hours = /^Typically replies within (\d+) hours$/.exec(english);
  if (hours) return t('reply.withinHours', { count: Number(hours[1]) });
  if (english === 'Typically replies in under a minute') return t('reply.underMinute');
  if (english === 'Typically replies within an hour') return t('reply.withinHour');
  if (english === 'Typically replies in a few days') return t('reply.fewDays');
  return english;
}

// A fixed Monday (UTC), from which a wall-clock time or a weekday is formatted in any language.
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A wall-clock time as the language says it: '10 am', '10:30 am' (the rule's), 'सुबह 10', 'शाम 4:30' (hi-IN). */
function clockTime(locale: Locale, minute: number): string {
  if (locale === 'en') return indianTime(minute);
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { hour: 'numeric', minute: minute % 60 ? '2-digit' : undefined, dayPeriod: 'short', timeZone: 'UTC' });
  return format.format(MONDAY_UTC + minute * MINUTE_MS);
}

/** A day of WeekHours (Monday first) by name: 'Monday', 'सोमवार'. */
function weekdayName(locale: Locale, day: number): string {
  if (locale === 'en') return WEEK_DAYS[day] ?? '';
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(MONDAY_UTC + day * DAY_MS);
}

/**
 * When the business replies, outside its hours: 'We reply from 10 am tomorrow', 'हम कल सुबह 10 बजे से
 * जवाब देंगे'. In English exactly the shared rule's replyFromText; null inside opening hours and for a
 * week never open.
 */
export function replyFromLine(t: ChatT, locale: Locale, week: WeekHours, timeZone: string, now: Date): string | null {
  const clock = wallClockOf(now, timeZone);
  if (isOpenAt(week, clock)) return null;
  const next = nextOpening(week, clock);
  if (!next) return null;
  const time = clockTime(locale, next.minute);
  if (next.daysAhead === 0) return t('away.today', { time });
  if (next.daysAhead === 1) return t('away.tomorrow', { time });
  return t('away.onDay', { time, day: weekdayName(locale, (clock.day + next.daysAhead) % 7) });
}
