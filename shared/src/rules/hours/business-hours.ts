/**
 * Opening hours of a business and what the chat widget says outside them. Times are wall-clock times of
 * the business's time zone ('HH:MM', 24-hour; a close of '24:00' is midnight at the end of the day), so
 * "10 am" stays 10 am whatever the shopper's own clock says.
 */

/** One stretch of a day the business answers: from `open` up to (not including) `close`. */
export interface OpenInterval {
  open: string;
  close: string;
}

/** Seven days, Monday first (index 0) to Sunday (index 6); a day without intervals is closed. */
export type WeekHours = readonly (readonly OpenInterval[])[];

/** The days of WeekHours, in its order. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The business's time zone when none is set: the product serves Indian shops. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const DAY_MINUTES = 24 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes after midnight of an 'HH:MM' time ('24:00' is 1440); NaN for anything else. */
export function minutesOf(time: string): number {
  if (!TIME_PATTERN.test(time)) return Number.NaN;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** What is wrong with a day's intervals, each at its index; none for a valid day. */
export interface HoursProblem {
  day: number;
  interval: number;
  message: string;
}

export const HOURS_MESSAGES = {
  time: 'Enter a time such as 09:30',
  closeAfterOpen: 'Closing time must be after opening time',
  overlap: 'Overlaps another opening time of this day',
  week: 'Give all seven days',
} as const;

/**
 * Checks a week: seven days, every time a real time, each interval closing after it opens, and no two
 * intervals of one day overlapping (touching is fine: 10:00–13:00 and 13:00–18:00).
 */
export function hoursProblems(week: WeekHours): HoursProblem[] {
  const problems: HoursProblem[] = [];
  week.forEach((intervals, day) => {
    const ranges = intervals.map((interval, index) => ({ index, open: minutesOf(interval.open), close: minutesOf(interval.close) }));
    for (const range of ranges) {
      if (Number.isNaN(range.open) || Number.isNaN(range.close) || range.open === DAY_MINUTES) {
        problems.push({ day, interval: range.index, message: HOURS_MESSAGES.time });
      } else if (range.close <= range.open) {
        problems.push({ day, interval: range.index, message: HOURS_MESSAGES.closeAfterOpen });
      }
    }
    const valid = ranges.filter((r) => r.close > r.open).sort((a, b) => a.open - b.open);
    for (let i = 1; i < valid.length; i += 1) {
      const previous = valid[i - 1]!;
      const range = valid[i]!;
      if (range.open < previous.close) problems.push({ day, interval: Math.max(range.index, previous.index), message: HOURS_MESSAGES.overlap });
    }
  });
  return problems;
}

/** A moment as the business's clock reads it: the day of WeekHours and minutes after midnight. */
export interface WallClock {
  day: number;
  minute: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The wall clock of `timeZone` at `now` (an IANA zone, 'Asia/Kolkata'). */
export function wallClockOf(now: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAY_INDEX[part('weekday')] ?? 0, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether the business answers at `clock`. */
export function isOpenAt(week: WeekHours, clock: WallClock): boolean {
  return (week[clock.day] ?? []).some((i) => minutesOf(i.open) <= clock.minute && clock.minute < minutesOf(i.close));
}

/** The next opening after `clock`: how many days ahead (0 is today) and at which minute; null for a week never open. */
export function nextOpening(week: WeekHours, clock: WallClock): { daysAhead: number; minute: number } | null {
  // eight days: the same weekday next week opens earlier than now on a shop open one day a week
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const opens = (week[(clock.day + daysAhead) % 7] ?? [])
      .map((i) => minutesOf(i.open))
      .filter((minute) => daysAhead > 0 || minute > clock.minute)
      .sort((a, b) => a - b);
    if (opens.length > 0) return { daysAhead, minute: opens[0]! };
  }
  return null;
}

/** A time as Indians write it: '10 am', '10:30 am', '12 pm' (noon), '12 am' (midnight). */
export function indianTime(minute: number): string {
  const hours = Math.floor(minute / 60) % 24;
  const minutes = minute % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * What the widget says outside opening hours: 'We reply from 4 pm today', 'We reply from 10 am tomorrow',
 * 'We reply from 10:30 am on Monday'. Null inside opening hours, and for a week with no opening at all
 * (the away message alone says it).
 */
export function replyFromText(week: WeekHours, timeZone: string, now: Date): string | null {
  const clock = wallClockOf(now, timeZone);
  if (isOpenAt(week, clock)) return null;
  const next = nextOpening(week, clock);
  if (!next) return null;
  const when = next.daysAhead === 0 ? 'today' : next.daysAhead === 1 ? 'tomorrow' : `on ${WEEK_DAYS[(clock.day + next.daysAhead) % 7]}`;
  return `We reply from ${indianTime(next.minute)} ${when}`;
}
