import { z } from 'zod';
import { ID_PATTERN } from './values';
export * from './values';

export const idSchema = z.string().regex(ID_PATTERN, 'must be a 24-character hex id');

/** The subdomain of the site a request is made on (not a new one, which signup/schemas.ts checks): a host-name label. */
export const siteSubdomainSchema = z.string().trim().toLowerCase().min(1).max(63).regex(/^[a-z0-9-]+$/, 'subdomain may hold letters, digits and hyphens');

/** Error answer of every route: a human message and, where the spec names one, a machine code. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const successMessage = z.literal('success');

/** Query-string booleans arrive as text; only 'true' / '1' switch a filter on. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
