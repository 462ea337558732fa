import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { TOKEN_ROLES } from './values';
export * from './values';

export type TokenRole = (typeof TOKEN_ROLES)[number];

export type SessionType = TokenRole;

export const ownerLoginBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().min(3).max(254).email('must be an e-mail address'),
    password: z.string().min(1).max(200),
    /**
     * The site the login page is on. With it only that site's owner can log in (tokens and the refresh
     * cookie belong to the site's origin anyway); without it the e-mail's first matching owner.
     */
    subdomain: z.string().trim().toLowerCase().min(1).max(63).regex(/^[a-z0-9-]+$/, 'subdomain may hold letters, digits and hyphens').optional(),
  })
  .strict();
export type OwnerLoginBody = z.input<typeof ownerLoginBodySchema>;

export const ownerProfileSchema = z.object({ name: z.string(), email: z.string() });
export type OwnerProfile = z.infer<typeof ownerProfileSchema>;

/** Answer of owner_login: the access token (the refresh token travels in an httpOnly cookie). */
export const ownerLoginAnswerSchema = z.object({
  message: z.literal('success'),
  accessToken: z.string().min(1),
  owner: ownerProfileSchema,
  subdomain: z.string(),
  /** The owner's business: edit mode is on only for pages whose accountTypeId is this one. */
  accountTypeId: idSchema,
});
export type OwnerLoginAnswer = z.infer<typeof ownerLoginAnswerSchema>;

/** Answer of owner_session: the owner the bearer token names. */
export const ownerSessionAnswerSchema = ownerLoginAnswerSchema.omit({ accessToken: true });
export type OwnerSessionAnswer = z.infer<typeof ownerSessionAnswerSchema>;

/** Answer of user_reauth (spec: reads accessToken and message). */
export const reauthAnswerSchema = z.object({ message: z.string(), accessToken: z.string().min(1) });
export type ReauthAnswer = z.infer<typeof reauthAnswerSchema>;

export const logoutAnswerSchema = z.object({ message: z.string() });
