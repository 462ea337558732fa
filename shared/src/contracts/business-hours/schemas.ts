import { z } from 'zod';
import { hoursProblems, minutesOf } from '../../rules/hours/business-hours';
import { BUSINESS_HOURS_LIMITS as L, BUSINESS_HOURS_MESSAGES as M } from './values';

export * from './values';

const intervalSchema = z.strictObject({ open: z.string().trim(), close: z.string().trim() });

/** Seven days, Monday first; each day's intervals checked together (close after open, no overlaps). */
const weekSchema = z
  .array(z.array(intervalSchema).max(L.intervalsPerDayMax), { message: 'Give all seven days' })
  .length(7, 'Give all seven days')
  .superRefine((week, ctx) => {
    for (const problem of hoursProblems(week)) ctx.addIssue({ code: 'custom', path: [problem.day, problem.interval], message: problem.message });
  })
  // each day in the order it opens, as the widget and the form list it
  .transform((week) => week.map((day) => [...day].sort((a, b) => minutesOf(a.open) - minutesOf(b.open))));

/** An IANA time zone this runtime knows. */
const timeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, M.timeZone);

/** What the owner saves. Off: the widget never says the business is away. */
export const saveBusinessHoursBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    timeZone: timeZoneSchema,
    week: weekSchema,
    awayMessage: z.string().trim().max(L.awayMessageMax),
  })
  .superRefine((body, ctx) => {
    if (body.enabled && body.awayMessage.length === 0) ctx.addIssue({ code: 'custom', path: ['awayMessage'], message: M.awayMessageRequired });
  });
export type SaveBusinessHoursBody = z.input<typeof saveBusinessHoursBodySchema>;

export const businessHoursSchema = z.object({
  enabled: z.boolean(),
  timeZone: z.string(),
  week: z.array(z.array(z.object({ open: z.string(), close: z.string() }))),
  awayMessage: z.string(),
});
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const businessHoursAnswerSchema = z.object({ message: z.string(), data: businessHoursSchema });
export type BusinessHoursAnswer = z.infer<typeof businessHoursAnswerSchema>;

export const availabilityQuerySchema = z.strictObject({ subdomain: z.string().trim().toLowerCase().min(1).max(63) });

/** What the widget shows: the hours (the widget decides "away" by its clock) and the typical reply time. */
export const availabilityAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    /** Null when the owner has not turned opening hours on: the widget never says it is away. */
    hours: businessHoursSchema.omit({ enabled: true }).nullable(),
    /** Median seconds from a customer's message to the owner's next reply, last 30 days; null without enough replies. */
    typicalReplySeconds: z.number().int().nonnegative().nullable(),
  }),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
