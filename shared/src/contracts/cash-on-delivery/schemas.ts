import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { LOGIN_CODE_DIGITS } from '../customer-auth/values';
import { COD_LIMITS, COD_MESSAGES as M } from './values';
export * from './values';

/** Cash on delivery as the owner sets it and the checkout reads it: on or off, and the largest order total in rupees. */
export const codSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Rupees, whole; 0 until the owner first sets one. */
  limit: z.number().int().nonnegative(),
});
export type CodSettings = z.infer<typeof codSettingsSchema>;

/** The owner's save: on with a limit of 1 to COD_LIMITS.maxLimitRupees whole rupees, or off (the limit, when given, kept). */
export const saveCodSettingsBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    limit: z.number().int(M.limitRange).min(1, M.limitRange).max(COD_LIMITS.maxLimitRupees, M.limitRange).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.enabled && (body.limit === null || body.limit === undefined)) ctx.addIssue({ code: 'custom', path: ['limit'], message: M.limitRequired });
  });
export type SaveCodSettingsBody = z.input<typeof saveCodSettingsBodySchema>;
export const codSettingsAnswerSchema = z.object({ message: z.literal('success'), data: codSettingsSchema });
export type CodSettingsAnswer = z.infer<typeof codSettingsAnswerSchema>;

/** The customer's order to pay in cash on delivery (the customer is the token's). */
export const codSendCodeBodySchema = z.strictObject({ orderId: idSchema });
export type CodSendCodeBody = z.input<typeof codSendCodeBodySchema>;
export const codSendCodeAnswerSchema = z.object({
  message: z.literal('success'),
  /** The masked phone the code went to (`+91 ******3210`). */
  sentTo: z.string(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodSendCodeAnswer = z.infer<typeof codSendCodeAnswerSchema>;

export const codConfirmBodySchema = z.strictObject({
  orderId: idSchema,
  code: z.string().trim().regex(new RegExp(`^\\d{${LOGIN_CODE_DIGITS}}$`), M.codeWrong),
});
export type CodConfirmBody = z.input<typeof codConfirmBodySchema>;
export const codConfirmAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ orderId: idSchema, cashOnDelivery: z.literal(true), amount: z.number() }),
});
export type CodConfirmAnswer = z.infer<typeof codConfirmAnswerSchema>;

/** The owner's Collected or Refused on delivery of a cash-on-delivery order. */
export const codOutcomeBodySchema = z.strictObject({ orderId: idSchema });
export type CodOutcomeBody = z.input<typeof codOutcomeBodySchema>;
