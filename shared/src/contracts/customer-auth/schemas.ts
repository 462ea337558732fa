import { z } from 'zod';
import { errorAnswerSchema, idSchema, siteSubdomainSchema } from '../common/schemas';
export * from './values';

/** Digits only, 4 to 15 (the widget strips everything else before sending). */
export const phoneNumberSchema = z.string().trim().regex(/^\d{4,15}$/, 'phoneNumber must be 4 to 15 digits');
/** `+` and 1 to 4 digits, as in the country-code picker (default +91). */
export const countryCodeSchema = z.string().trim().regex(/^\+\d{1,4}$/, 'countryCode must look like +91');

export const sendCodeBodySchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  countryCode: countryCodeSchema,
  subdomain: siteSubdomainSchema,
});
export type SendCodeBody = z.input<typeof sendCodeBodySchema>;

export const sendCodeAnswerSchema = z.object({
  message: z.literal('success'),
  /** Seconds until another code may be asked for (the widget's countdown). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

export const verifyCodeBodySchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  countryCode: countryCodeSchema,
  otp: z.string().trim().regex(/^\d{6}$/, 'otp must be 6 digits'),
  subdomain: siteSubdomainSchema,
});
export type VerifyCodeBody = z.input<typeof verifyCodeBodySchema>;

export const customerDataSchema = z.object({
  customerId: idSchema,
  name: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string(),
});
export type CustomerData = z.infer<typeof customerDataSchema>;

/** Answer of a correct code: the access token; the refresh token is the httpOnly `customerRefreshToken` cookie. */
export const verifyCodeAnswerSchema = z.object({
  message: z.literal('success'),
  customerId: idSchema,
  token: z.string().min(1),
  customerData: customerDataSchema,
});
export type VerifyCodeAnswer = z.infer<typeof verifyCodeAnswerSchema>;

/** Verify session (bearer token required): the stored session must name the token's own customer. */
export const verifySessionBodySchema = z.strictObject({
  customerId: idSchema,
  phoneNumber: phoneNumberSchema,
  countryCode: countryCodeSchema,
  subdomain: siteSubdomainSchema,
});
export type VerifySessionBody = z.input<typeof verifySessionBodySchema>;

export const verifySessionAnswerSchema = z.object({
  message: z.literal('success'),
  customerData: customerDataSchema,
});
export type VerifySessionAnswer = z.infer<typeof verifySessionAnswerSchema>;

/** Decode session (bearer token required): the encoded `chatSession` the browser keeps. */
export const decodeSessionBodySchema = z.strictObject({ chatSession: z.string().min(1).max(4_096) });
export const decodeSessionAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    customerId: idSchema,
    name: z.string(),
    phoneNumber: z.string(),
    countryCode: z.string(),
    hostname: z.string(),
    expiresAt: z.number(),
  }),
});
export type DecodeSessionAnswer = z.infer<typeof decodeSessionAnswerSchema>;

/**
 * Error answer of the code calls: `{ message, code }`, and for a wrong code (INVALID_CODE, or CODE_LOCKED
 * on the last wrong try) `attemptsLeft`, the tries the code still allows.
 */
export const loginCodeErrorAnswerSchema = errorAnswerSchema.extend({ attemptsLeft: z.number().int().nonnegative().optional() });
export type LoginCodeErrorAnswer = z.infer<typeof loginCodeErrorAnswerSchema>;

/** The encoded chat session (decode session's `chatSession`): the API decodes it with the widget's own rule. */
export { chatSessionSchema, decodeChatSession, encodeChatSession, type ChatSession } from '../../storage/chat-session-schema';
