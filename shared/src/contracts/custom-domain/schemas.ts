import { z } from 'zod';
import { CUSTOM_DOMAIN_MESSAGES } from './values';

export * from './values';

/** One host-name label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Two labels at least, the last alphabetic (a top-level domain): no bare names, no IP addresses. */
const DOMAIN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,63}$`);

/**
 * A custom domain as stored: lower case, without a trailing dot or a leading `www.` (both names serve
 * the site), at most 253 characters.
 */
export const customDomainSchema = z
  .string()
  .trim()
  .max(253, CUSTOM_DOMAIN_MESSAGES.invalid)
  .transform((value) => value.toLowerCase().replace(/\.$/, '').replace(/^www\./, ''))
  .pipe(z.string().regex(DOMAIN, CUSTOM_DOMAIN_MESSAGES.invalid));

/** The owner's setting: a domain, or null to stop serving one. */
export const setCustomDomainBodySchema = z.object({ customDomain: customDomainSchema.nullable() });
export type SetCustomDomainBody = z.input<typeof setCustomDomainBodySchema>;

export const customDomainAnswerSchema = z.object({ message: z.literal('success'), customDomain: z.string().nullable() });
export type CustomDomainAnswer = z.infer<typeof customDomainAnswerSchema>;

/** A host name as a Host header carries it (any case, a trailing dot); anything else is refused with 400. */
export const siteByDomainQuerySchema = z.object({ domain: z.string().min(1).max(254).regex(/^[A-Za-z0-9][A-Za-z0-9.-]*$/) });

/** The site a custom domain names. */
export const siteByDomainAnswerSchema = z.object({ message: z.literal('success'), subdomain: z.string(), accountTypeId: z.string() });
export type SiteByDomainAnswer = z.infer<typeof siteByDomainAnswerSchema>;
