import { z } from 'zod';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '../addresses/values';
import { gstinProblem, normalizeGstin } from '../../rules/business/gstin';
import { subdomainSchema } from '../signup/schemas';
import { SIGNUP_TEMPLATES } from '../signup/values';
import { BUSINESS_PROFILE_LIMITS as L, BUSINESS_SETTINGS_MESSAGES as M } from './values';

export * from './values';

/** A phone number as the site shows it (`+91 98450 12345`): digits, spaces, hyphens and a leading +. */
export const businessPhoneSchema = z
  .string()
  .trim()
  .max(24)
  .refine((value) => {
    if (value === '') return true;
    const digits = value.replace(/[\s-]/g, '');
    return /^\+?\d+$/.test(digits) && digits.replace('+', '').length >= L.phoneDigitsMin && digits.replace('+', '').length <= L.phoneDigitsMax;
  }, M.phone);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(L.emailMax)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), M.email);

/** A GSTIN, normalized (spaces out, upper case) and checked with its check character; '' for none. */
export const gstinSchema = z
  .string()
  .max(40)
  .transform(normalizeGstin)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const businessAddressSchema = z
  .object({
    addressLine: z.string().trim().max(L.addressLineMax),
    city: z.string().trim().max(L.cityMax),
    state: z.string().trim().max(L.stateMax),
    pincode: z
      .string()
      .trim()
      .refine((value) => value === '' || PINCODE_PATTERN.test(value), ADDRESS_MESSAGES.pincode),
  })
  .strict();
export type BusinessAddress = z.infer<typeof businessAddressSchema>;

/** What the owner saves: the whole profile but the subdomain (its own call) and the plan (the platform's). */
export const saveBusinessProfileBodySchema = z
  .object({
    businessName: z.string().trim().min(1, M.required).max(L.nameMax),
    /** The logo's address from the owner's image upload (`responsiveUrl`), or null for none. */
    logo: z.string().trim().max(500).nullable(),
    contactPhone: businessPhoneSchema,
    contactEmail: optionalEmail,
    address: businessAddressSchema,
    gstin: gstinSchema,
    template: z.enum(SIGNUP_TEMPLATES),
  })
  .strict();
export type SaveBusinessProfileBody = z.input<typeof saveBusinessProfileBodySchema>;

export const businessProfileSchema = z.object({
  businessName: z.string(),
  logo: z.string().nullable(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  address: z.object({ addressLine: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  gstin: z.string(),
  template: z.string().nullable(),
  subdomain: z.string(),
  /** The plan's premium flag: shown, never changed here (the platform sets it with the business's billing). */
  isPremium: z.boolean(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const businessProfileAnswerSchema = z.object({
  message: z.string(),
  data: businessProfileSchema,
  /** The templates a business may pick (the renderer families this product ships). */
  templates: z.array(z.string()),
});
export type BusinessProfileAnswer = z.infer<typeof businessProfileAnswerSchema>;

export const changeSubdomainBodySchema = z.object({ subdomain: subdomainSchema }).strict();
export type ChangeSubdomainBody = z.input<typeof changeSubdomainBodySchema>;

export const changeSubdomainAnswerSchema = z.object({ message: z.string(), subdomain: z.string() });
export type ChangeSubdomainAnswer = z.infer<typeof changeSubdomainAnswerSchema>;
