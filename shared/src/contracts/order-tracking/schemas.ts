import { z } from 'zod';
import { siteSubdomainSchema } from '../common/schemas';
import { countryCodeSchema, phoneNumberSchema } from '../customer-auth/schemas';
import { ORDER_CANCEL_REASONS } from '../orders-history/values';

export * from './values';

const orderNumberSchema = z.string().trim().min(1, 'Enter the order number').max(40);

export const trackOrderCodeBodySchema = z.strictObject({
  subdomain: siteSubdomainSchema,
  orderNumber: orderNumberSchema,
  countryCode: countryCodeSchema,
  phoneNumber: phoneNumberSchema,
});
export type TrackOrderCodeBody = z.input<typeof trackOrderCodeBodySchema>;

export const trackOrderCodeAnswerSchema = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type TrackOrderCodeAnswer = z.infer<typeof trackOrderCodeAnswerSchema>;

export const trackOrderTimelineBodySchema = trackOrderCodeBodySchema.extend({
  otp: z.string().trim().regex(/^\d{6}$/, 'otp must be 6 digits'),
});
export type TrackOrderTimelineBody = z.input<typeof trackOrderTimelineBodySchema>;

/** One step of the timeline: done (with when) or upcoming. */
export const trackingStepSchema = z.object({
  name: z.string(),
  done: z.boolean(),
  /** ISO time it was reached; null while upcoming (or a payment recorded without a time). */
  at: z.string().nullable(),
  /** Shipped: the courier and tracking number the owner gave. */
  courier: z.string().optional(),
  trackingNumber: z.string().optional(),
});
export type TrackingStep = z.infer<typeof trackingStepSchema>;

export const orderTimelineSchema = z.object({
  orderNumber: z.string(),
  title: z.string(),
  status: z.enum(['Draft', 'Active', 'Completed', 'Cancelled']),
  /** Why a Cancelled order ended: the customer cancelled it, or it expired unpaid. */
  cancelReason: z.enum(ORDER_CANCEL_REASONS).nullable(),
  cancelledAt: z.string().nullable(),
  steps: z.array(trackingStepSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

export const trackOrderTimelineAnswerSchema = z.object({ message: z.literal('success'), data: orderTimelineSchema });
export type TrackOrderTimelineAnswer = z.infer<typeof trackOrderTimelineAnswerSchema>;
