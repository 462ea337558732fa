/**
 * The owner sign-up's plain values (paths, rules, messages): no zod, so the sign-up page can check a
 * field before it loads the schemas.
 */

/** Sign-up of a new business and the confirmation of its owner's e-mail. */
export const SIGNUP_PATHS = {
  signup: '/auth/owner_signup',
  confirmEmail: '/auth/owner_confirm_email',
} as const;

/** The page the confirmation link opens (the host's route), with `?token=`. */
export const SIGNUP_CONFIRM_PAGE = '/owner/confirm';

/** The templates a business can start from: the renderer families the seed knows. */
export const SIGNUP_TEMPLATES = ['e-commerce-catalogue'] as const;
export type SignupTemplate = (typeof SIGNUP_TEMPLATES)[number];

export const SUBDOMAIN_MIN = 3;
export const SUBDOMAIN_MAX = 30;
/** Lower-case letters, digits and hyphens, not starting or ending with a hyphen. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const PASSWORD_MIN = 10;

/** Labels a business may not take: they name the platform's own hosts or would mislead a shopper. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www', 'api', 'admin', 'owner', 'owners', 'app', 'mail', 'email', 'smtp', 'static', 'assets', 'uploads', 'socket', 'docs',
  'help', 'support', 'localhost', 'status', 'blog', 'dashboard', 'login', 'signup', 'auth', 'account', 'billing', 'cdn', 'ftp',
  'root', 'system', 'test', 'dev', 'staging',
];

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export const SIGNUP_MESSAGES = {
  subdomainFormat: `Subdomain must be ${SUBDOMAIN_MIN}-${SUBDOMAIN_MAX} lower-case letters, digits or hyphens`,
  subdomainReserved: 'This subdomain is reserved. Please choose another.',
  subdomainTaken: (suggestion: string) => `This subdomain is taken. Try ${suggestion}.`,
  emailTaken: 'An account with this e-mail already exists. Please log in.',
  tooManySignups: 'Too many sign-ups. Please try again later.',
  created: 'Account created. Check your e-mail to confirm it.',
  confirmed: 'E-mail confirmed. You can log in now.',
  linkInvalid: 'This confirmation link is not valid. Please sign up again.',
  linkExpired: 'This confirmation link has expired. Please sign up again.',
  unconfirmed: 'Please confirm your e-mail first: open the link we sent you.',
} as const;

/** Why a subdomain cannot be used (format or reserved), or null; the taken check needs the database. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length < SUBDOMAIN_MIN || subdomain.length > SUBDOMAIN_MAX || !SUBDOMAIN_PATTERN.test(subdomain)) return SIGNUP_MESSAGES.subdomainFormat;
  if (RESERVED_SUBDOMAINS.includes(subdomain)) return SIGNUP_MESSAGES.subdomainReserved;
  return null;
}
