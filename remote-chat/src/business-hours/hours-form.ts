import type { BusinessHours, SaveBusinessHoursBody } from 'shared';

/** One interval as the form edits it: time inputs, where a close of 00:00 is midnight at the day's end. */
export interface IntervalDraft {
  key: string;
  open: string;
  close: string;
}

export interface HoursForm {
  enabled: boolean;
  timeZone: string;
  awayMessage: string;
  /** Monday first; an empty day is closed. */
  week: IntervalDraft[][];
}

let nextKey = 0;
export const newIntervalKey = () => `interval-${(nextKey += 1)}`;

/** The form of saved hours ('24:00' shows as 00:00, which a time input can hold). */
export function hoursFormOf(hours: BusinessHours): HoursForm {
  return {
    enabled: hours.enabled,
    timeZone: hours.timeZone,
    awayMessage: hours.awayMessage,
    week: hours.week.map((day) => day.map((i) => ({ key: newIntervalKey(), open: i.open, close: i.close === '24:00' ? '00:00' : i.close }))),
  };
}

/** What the form saves: a close of 00:00 is midnight at the end of the day ('24:00'). */
export function hoursBodyOf(form: HoursForm): SaveBusinessHoursBody {
  return {
    enabled: form.enabled,
    timeZone: form.timeZone,
    awayMessage: form.awayMessage,
    week: form.week.map((day) => day.map((i) => ({ open: i.open, close: i.close === '00:00' ? '24:00' : i.close }))),
  };
}

/** A day opened in the form: 10 am to 7 pm until the owner changes it. */
export const STARTING_INTERVAL = { open: '10:00', close: '19:00' } as const;

/** The time zones the form offers; a saved zone outside them is offered too. */
export const TIME_ZONES = ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Asia/Kathmandu', 'Europe/London', 'America/New_York'] as const;
