/** A business's own domain: the owner sets it; the host's server asks which site a domain names. */
export const CUSTOM_DOMAIN_PATHS = {
  /** Owner token: set or clear the business's custom domain. */
  set: '/business_website/settings/custom_domain',
  /** Public: the site a custom domain names (the host's server resolves unknown host names with it). */
  site: '/business_website/site/by_domain',
} as const;

/**
 * Id of the `<script type="application/json">` the host's server puts the run-time configuration in; on
 * a business's custom domain it names the site (`siteSubdomain`), which the host name cannot tell.
 */
export const RUNTIME_CONFIG_ID = 'runtime-config';

export const CUSTOM_DOMAIN_MESSAGES = {
  taken: 'This domain is already used by another site.',
  invalid: 'Enter a domain name such as shop.example.in',
} as const;
