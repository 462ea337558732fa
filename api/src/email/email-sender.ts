/** A confirmation link on its way to a new owner. */
export interface ConfirmationEmail {
  to: string;
  businessName: string;
  subdomain: string;
  /** The whole link, token included. */
  link: string;
}

/**
 * How e-mail reaches owners. One small interface so the provider is a configuration choice
 * (EMAIL_PROVIDER): `log` in development, a recorder in tests, a mail service when one is added.
 */
export interface EmailSender {
  sendConfirmation(message: ConfirmationEmail): Promise<void>;
}

/** How e-mail leaves the API: `log` writes each message to the API's log (development). */
export const EMAIL_PROVIDERS = ['log'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];
