const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * A message's time as the thread shows it, in the reader's time zone: the clock time for today
 * ('10:42 am'), with the day for older messages of this year ('12 Mar, 10:42 am') and the year
 * before that ('12 Mar 2024, 10:42 am'). An unreadable time shows as ''.
 */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = clock.format(at);
  if (sameDay(at, now)) return time;
  const date = at.getFullYear() === now.getFullYear() ? dayMonth.format(at) : dayMonthYear.format(at);
  return `${date}, ${time}`;
}

/** The whole date and time, for the hover title and screen readers. */
export function formatMessageTimeFull(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : full.format(at);
}
