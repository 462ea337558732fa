import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmationEmail, EmailSender } from './email-sender';

/** The log line of a confirmation, e.g. `Confirmation link for asha@example.in on asha-bakes: http://…`. */
export const confirmationLogLine = (message: ConfirmationEmail) => `Confirmation link for ${message.to} on ${message.subdomain}: ${message.link}`;

/**
 * EMAIL_PROVIDER=log (the default): no e-mail leaves the machine; each link is one info line of the API's
 * log, so a person trying sign-up reads it in `npm start`'s output. Not for a public deployment: anyone
 * who reads the log can confirm any address.
 */
export class LogEmailSender implements EmailSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendConfirmation(message: ConfirmationEmail): Promise<void> {
    this.log.info(confirmationLogLine(message));
  }
}
