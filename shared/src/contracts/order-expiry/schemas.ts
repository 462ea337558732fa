import { z } from 'zod';
import { ORDER_EXPIRY } from './values';
export * from './values';

const minutes = (min: number, max: number) =>
  z.number().int('must be a whole number of minutes').min(min, `must be at least ${min} minutes`).max(max, `must be at most ${max} minutes`);

/** The business's order-expiry times, in minutes. */
export const orderExpirySettingsSchema = z.object({
  onlinePaymentMinutes: minutes(ORDER_EXPIRY.onlineMinMinutes, ORDER_EXPIRY.onlineMaxMinutes),
  manualPaymentMinutes: minutes(ORDER_EXPIRY.manualMinMinutes, ORDER_EXPIRY.manualMaxMinutes),
});
export type OrderExpirySettings = z.infer<typeof orderExpirySettingsSchema>;

/** Change either time or both; what is left out stays as it is. */
export const updateOrderExpiryBodySchema = orderExpirySettingsSchema.partial().strict();
export type UpdateOrderExpiryBody = z.infer<typeof updateOrderExpiryBodySchema>;

export const orderExpiryAnswerSchema = z.object({ message: z.literal('success'), data: orderExpirySettingsSchema });
export type OrderExpiryAnswer = z.infer<typeof orderExpiryAnswerSchema>;
