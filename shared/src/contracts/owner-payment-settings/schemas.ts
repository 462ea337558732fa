import { z } from 'zod';
import { codSettingsSchema } from '../cash-on-delivery/schemas';
import { isIndianMobile, isUpiId, payeeNameIssue, PAYMENT_SETTINGS_RULE_MESSAGES as RULE } from '../../rules/payments';
import {
  ACCOUNT_NAME_MAX,
  OWNER_PAYMENT_SETTINGS_MESSAGES as M,
  RAZORPAY_KEY_ID_PATTERN,
  RAZORPAY_KEY_SECRET_MAX,
  RAZORPAY_KEY_SECRET_MIN,
} from './values';
export * from './values';

/** A text field the owner may leave empty: empty (or only spaces) is null. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max * 4)
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null))
    .refine((v) => v === null || v.length <= max, `must be at most ${max} characters`);

/**
 * Where an uploaded image lives: the owner's image upload answers `/uploads/<subdomain>/uploads/…` (and its
 * renditions `/uploads/<subdomain>/images/…`); the seed's are `/uploads/<subdomain>/payments/…`. The API also
 * checks that the subdomain is the owner's own.
 */
export const QR_CODE_URL_PATTERN = /^\/uploads\/[a-z0-9-]+\/(?:[a-z0-9_-]+\/)+[0-9a-f-]+(?:x\d+)?\.(?:png|jpg|jpeg|webp|gif)$/;

/**
 * The manual sheet as the owner saves it. Each option is on or off; an option that is on needs its
 * detail (UPI ID and payee name, phone number, QR image). A detail of an option that is off is still
 * checked when given, so nothing wrong is kept for later.
 */
export const saveManualPaymentBodySchema = z
  .object({
    upiEnabled: z.boolean(),
    upiId: optionalText(300),
    upiAccountName: optionalText(ACCOUNT_NAME_MAX * 2),
    phoneEnabled: z.boolean(),
    phoneNumber: optionalText(20),
    phoneNumberAccountName: optionalText(ACCOUNT_NAME_MAX * 2),
    qrCodeEnabled: z.boolean(),
    qrCode: optionalText(200),
    qrCodeAccountName: optionalText(ACCOUNT_NAME_MAX * 2),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.upiEnabled && !body.upiId) issue('upiId', M.upiIdRequired);
    if (body.upiId && !isUpiId(body.upiId)) issue('upiId', RULE.upiId);
    if (body.upiId) {
      const payee = payeeNameIssue(body.upiAccountName ?? '');
      if (payee) issue('upiAccountName', payee);
    } else if (body.upiAccountName && payeeNameIssue(body.upiAccountName)) issue('upiAccountName', M.accountName);
    if (body.phoneEnabled && !body.phoneNumber) issue('phoneNumber', M.phoneRequired);
    if (body.phoneNumber && !isIndianMobile(body.phoneNumber)) issue('phoneNumber', RULE.phone);
    if (body.phoneNumberAccountName && payeeNameIssue(body.phoneNumberAccountName)) issue('phoneNumberAccountName', M.accountName);
    if (body.qrCodeEnabled && !body.qrCode) issue('qrCode', M.qrCodeRequired);
    if (body.qrCode && !QR_CODE_URL_PATTERN.test(body.qrCode)) issue('qrCode', M.qrCodeUrl);
    if (body.qrCodeAccountName && payeeNameIssue(body.qrCodeAccountName)) issue('qrCodeAccountName', M.accountName);
  });
export type SaveManualPaymentBody = z.input<typeof saveManualPaymentBodySchema>;

/**
 * Online payments on or off, and the business's own Razorpay keys. `keyId` null removes the business's
 * keys (the server's gateway takes its payments); `keySecret` left out keeps the one stored.
 */
export const saveOnlinePaymentBodySchema = z
  .object({
    enabled: z.boolean(),
    keyId: z.string().trim().max(64).regex(RAZORPAY_KEY_ID_PATTERN, M.keyId).nullable().optional(),
    keySecret: z
      .string()
      .max(RAZORPAY_KEY_SECRET_MAX * 2)
      .optional()
      .transform((v) => (v && v.trim() ? v.trim() : undefined))
      .refine((v) => v === undefined || (v.length >= RAZORPAY_KEY_SECRET_MIN && v.length <= RAZORPAY_KEY_SECRET_MAX && !/\s/.test(v)), M.keySecret),
  })
  .strict();
export type SaveOnlinePaymentBody = z.input<typeof saveOnlinePaymentBodySchema>;

export const manualPaymentSettingsSchema = z.object({
  /** Null until the owner first saves the manual sheet. */
  integrationId: z.string().nullable(),
  upiEnabled: z.boolean(),
  upiId: z.string().nullable(),
  upiAccountName: z.string().nullable(),
  phoneEnabled: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneNumberAccountName: z.string().nullable(),
  qrCodeEnabled: z.boolean(),
  qrCode: z.string().nullable(),
  qrCodeAccountName: z.string().nullable(),
});
export type ManualPaymentSettings = z.infer<typeof manualPaymentSettingsSchema>;

/** Online payments as the owner sees them: never a secret, only whether one is set. */
export const onlinePaymentSettingsSchema = z.object({
  integrationId: z.string().nullable(),
  enabled: z.boolean(),
  /** The business's own Razorpay keys are set: payments go to its Razorpay account. */
  ownKeys: z.boolean(),
  /** The last 4 characters of the stored key id, to tell keys apart; null without keys. */
  keyIdLast4: z.string().nullable(),
  keySecretSet: z.boolean(),
  /** Test keys (rzp_test_…) or the server's sandbox. */
  testMode: z.boolean(),
  /** Which gateway takes the business's payments when it has no keys of its own. */
  serverGateway: z.enum(['sandbox', 'razorpay']),
});
export type OnlinePaymentSettings = z.infer<typeof onlinePaymentSettingsSchema>;

export const paymentSettingsSchema = z.object({
  manual: manualPaymentSettingsSchema,
  online: onlinePaymentSettingsSchema,
  /** The chat widget offers payment to shoppers (some option is on). */
  takesPayments: z.boolean(),
  /** Cash on delivery: on or off, and the largest order total (rupees) it is offered for. */
  cashOnDelivery: codSettingsSchema,
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const paymentSettingsAnswerSchema = z.object({ message: z.literal('success'), data: paymentSettingsSchema });
export type PaymentSettingsAnswer = z.infer<typeof paymentSettingsAnswerSchema>;
