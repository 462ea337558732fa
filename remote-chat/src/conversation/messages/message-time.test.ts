import { formatMessageTime, formatMessageTimeFull } from './message-time';

const now = new Date(2025, 2, 12, 18, 5);
const iso = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatMessageTime', () => {
  it.each([
    ['today: the clock time only', iso(2025, 2, 12, 10, 42), '10:42 am'],
    ['today just after midnight', iso(2025, 2, 12, 0, 3), '12:03 am'],
    ['yesterday: with the day', iso(2025, 2, 11, 23, 59), '11 Mar, 11:59 pm'],
    ['earlier this year', iso(2025, 0, 2, 9, 0), '2 Jan, 9:00 am'],
    ['an earlier year: with the year', iso(2024, 11, 31, 14, 30), '31 Dec 2024, 2:30 pm'],
  ])('%s', (_case, at, expected) => {
    expect(formatMessageTime(at, now)).toBe(expected);
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatMessageTime('not a time', now)).toBe('');
    expect(formatMessageTimeFull('')).toBe('');
  });

  it('gives the full date for the title', () => {
    expect(formatMessageTimeFull(iso(2025, 2, 12, 10, 42))).toBe('Wednesday, 12 March 2025 at 10:42 am');
  });
});
