import type { FastifyBaseLogger } from 'fastify';
import type { EmailProvider, EmailSender } from './email-sender';
import { LogEmailSender } from './log-email-sender';

export { EMAIL_PROVIDERS, type ConfirmationEmail, type EmailProvider, type EmailSender } from './email-sender';
export { confirmationLogLine, LogEmailSender } from './log-email-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends owners their confirmation links (EMAIL_PROVIDER, or buildApp's `email` option in tests). */
    email: EmailSender;
  }
}

/** The sender EMAIL_PROVIDER names. */
export function createEmailSender(_provider: EmailProvider, log: FastifyBaseLogger): EmailSender {
  return new LogEmailSender(log);
}
