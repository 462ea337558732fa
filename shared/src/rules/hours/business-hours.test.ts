import { hoursProblems, HOURS_MESSAGES, indianTime, isOpenAt, replyFromText, wallClockOf, type WeekHours } from './business-hours';

const KOLKATA = 'Asia/Kolkata';
/** A moment given as Kolkata's wall clock (UTC+05:30, no daylight saving). 2026-11-23 is a Monday. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const MON = '2026-11-23';
const TUE = '2026-11-24';
const SAT = '2026-11-28';
const SUN = '2026-11-29';

const day = (...intervals: [string, string][]) => intervals.map(([open, close]) => ({ open, close }));
/** Mon–Sat 10:00–13:00 and 14:00–19:00, Sunday closed. */
const SHOP: WeekHours = [...Array.from({ length: 6 }, () => day(['10:00', '13:00'], ['14:00', '19:00'])), []];

describe('replyFromText', () => {
  it.each([
    ['before opening today', MON, '08:15', 'We reply from 10 am today'],
    ['in the lunch break', MON, '13:30', 'We reply from 2 pm today'],
    ['after closing', MON, '19:00', 'We reply from 10 am tomorrow'],
    ['late at night', MON, '23:59', 'We reply from 10 am tomorrow'],
    ['after closing on Saturday, Sunday closed', SAT, '20:00', 'We reply from 10 am on Monday'],
    ['on a closed day', SUN, '11:00', 'We reply from 10 am tomorrow'],
  ])('%s', (_case, date, time, expected) => {
    expect(replyFromText(SHOP, KOLKATA, ist(date, time))).toBe(expected);
  });

  it('says nothing inside opening hours, at the opening minute and up to the last minute', () => {
    expect(replyFromText(SHOP, KOLKATA, ist(MON, '10:00'))).toBeNull();
    expect(replyFromText(SHOP, KOLKATA, ist(MON, '18:59'))).toBeNull();
  });

  it('writes half hours as Indians do', () => {
    const week: WeekHours = [day(['10:30', '18:00']), [], [], [], [], [], []];
    expect(replyFromText(week, KOLKATA, ist(MON, '09:00'))).toBe('We reply from 10:30 am today');
    expect(replyFromText(week, KOLKATA, ist(TUE, '09:00'))).toBe('We reply from 10:30 am on Monday');
  });

  it('finds the same weekday next week for a business open one day a week', () => {
    const week: WeekHours = [day(['10:00', '12:00']), [], [], [], [], [], []];
    expect(replyFromText(week, KOLKATA, ist(MON, '15:00'))).toBe('We reply from 10 am on Monday');
  });

  it('stays open across midnight when one day closes at 24:00 and the next opens at 00:00', () => {
    const week: WeekHours = [day(['18:00', '24:00']), day(['00:00', '02:00']), [], [], [], [], []];
    expect(replyFromText(week, KOLKATA, ist(MON, '23:59'))).toBeNull();
    expect(replyFromText(week, KOLKATA, ist(TUE, '00:00'))).toBeNull();
    expect(replyFromText(week, KOLKATA, ist(TUE, '02:00'))).toBe('We reply from 6 pm on Monday');
  });

  it('names midnight 12 am when the next opening is at 00:00', () => {
    const week: WeekHours = [[], day(['00:00', '02:00']), [], [], [], [], []];
    expect(replyFromText(week, KOLKATA, ist(MON, '22:00'))).toBe('We reply from 12 am tomorrow');
  });

  it('says nothing more than the away message for a week never open', () => {
    expect(replyFromText([[], [], [], [], [], [], []], KOLKATA, ist(MON, '10:00'))).toBeNull();
  });

  it("reads the business's clock, not the shopper's", () => {
    // 04:00 UTC is 09:30 in Kolkata: half an hour before opening there
    expect(replyFromText(SHOP, KOLKATA, new Date('2026-11-23T04:00:00Z'))).toBe('We reply from 10 am today');
  });
});

describe('wallClockOf and isOpenAt', () => {
  it('reads the weekday (Monday first) and minute of the zone', () => {
    expect(wallClockOf(ist(SUN, '23:45'), KOLKATA)).toEqual({ day: 6, minute: 23 * 60 + 45 });
    expect(wallClockOf(ist(MON, '00:00'), KOLKATA)).toEqual({ day: 0, minute: 0 });
  });

  it('treats close as the first minute closed', () => {
    expect(isOpenAt(SHOP, { day: 0, minute: 13 * 60 })).toBe(false);
    expect(isOpenAt(SHOP, { day: 0, minute: 13 * 60 - 1 })).toBe(true);
  });
});

describe('indianTime', () => {
  it.each([
    [0, '12 am'],
    [10 * 60, '10 am'],
    [10 * 60 + 30, '10:30 am'],
    [12 * 60, '12 pm'],
    [12 * 60 + 5, '12:05 pm'],
    [21 * 60, '9 pm'],
  ])('%i minutes is %s', (minute, text) => expect(indianTime(minute)).toBe(text));
});

describe('hoursProblems', () => {
  const week = (monday: { open: string; close: string }[]): WeekHours => [monday, [], [], [], [], [], []];

  it('accepts touching intervals and a close at midnight', () => {
    expect(hoursProblems(week(day(['10:00', '13:00'], ['13:00', '24:00'])))).toEqual([]);
  });

  it('refuses a close at or before the opening', () => {
    expect(hoursProblems(week(day(['10:00', '10:00'])))).toEqual([{ day: 0, interval: 0, message: HOURS_MESSAGES.closeAfterOpen }]);
    expect(hoursProblems(week(day(['18:00', '09:00'])))).toEqual([{ day: 0, interval: 0, message: HOURS_MESSAGES.closeAfterOpen }]);
  });

  it('refuses overlapping intervals, naming the later one', () => {
    expect(hoursProblems(week(day(['10:00', '14:00'], ['13:00', '18:00'])))).toEqual([{ day: 0, interval: 1, message: HOURS_MESSAGES.overlap }]);
  });

  it('refuses times that are not times', () => {
    expect(hoursProblems(week(day(['9:00', '25:00'])))).toEqual([{ day: 0, interval: 0, message: HOURS_MESSAGES.time }]);
    expect(hoursProblems(week(day(['24:00', '24:00'])))).toEqual([{ day: 0, interval: 0, message: HOURS_MESSAGES.time }]);
  });
});
