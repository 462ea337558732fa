/**
 * The business profile's plain values (paths, limits, messages): no zod, so the settings page can check
 * a field before it loads the schemas. Every route takes the owner's token; the business is the token's.
 */

export const BUSINESS_SETTINGS_PATHS = {
  /** GET: the profile as the owner edits it; POST: saves it. */
  profile: '/business_website/settings/business',
  /** POST: moves the site to another subdomain. */
  subdomain: '/business_website/settings/subdomain',
} as const;

/** The host's page of the business profile. */
export const BUSINESS_SETTINGS_ROUTE = '/owner/settings';

export const BUSINESS_PROFILE_LIMITS = {
  nameMax: 100,
  addressLineMax: 300,
  cityMax: 120,
  stateMax: 120,
  emailMax: 254,
  /** Digits of a phone number, country code included (+91 and 10 digits is 12). */
  phoneDigitsMin: 10,
  phoneDigitsMax: 13,
} as const;

export const BUSINESS_SETTINGS_MESSAGES = {
  saved: 'Business profile saved',
  moved: 'Your site has moved',
  required: 'is required',
  phone: 'Enter a phone number of 10 to 13 digits, with + and spaces if you like',
  email: 'Enter an e-mail address such as hello@example.in',
  logo: 'Upload the logo here: it must be an image of this site',
} as const;

/** The plan of a business as the owner sees it: premium is set by the platform (billing), never by the owner's form. */
export const PLAN_NAMES = { premium: 'Premium', free: 'Free' } as const;
