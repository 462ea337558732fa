import { z } from 'zod';
import { PASSWORD_MIN, SIGNUP_TEMPLATES, subdomainProblem } from './values';

export * from './values';

/** A business's own subdomain, under the sign-up's rules: 3-30 lower-case letters, digits and hyphens, not reserved. */
export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(63)
  .superRefine((value, ctx) => {
    const problem = subdomainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ownerSignupBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254).email('must be an e-mail address'),
  password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(200),
  /** The owner's name, shown in the back office. */
  name: z.string().trim().min(1).max(100),
  businessName: z.string().trim().min(1).max(100),
  subdomain: subdomainSchema,
  template: z.enum(SIGNUP_TEMPLATES),
});
export type OwnerSignupBody = z.input<typeof ownerSignupBodySchema>;

export const ownerSignupAnswerSchema = z.object({
  message: z.string(),
  subdomain: z.string(),
  /** The e-mail the confirmation link went to. */
  email: z.string(),
});
export type OwnerSignupAnswer = z.infer<typeof ownerSignupAnswerSchema>;

export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(16).max(200) });
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;

export const confirmEmailAnswerSchema = z.object({ message: z.string(), subdomain: z.string() });
export type ConfirmEmailAnswer = z.infer<typeof confirmEmailAnswerSchema>;
