import type { FastifyBaseLogger } from 'fastify';
import type { LoginCodeMessage, SmsSender } from './sms-sender';

/** The log line of a code, e.g. `Login code for +91 9876543210 on demo: 123456` (`Cash on delivery code for …` confirming an order). */
export const loginCodeLogLine = (message: LoginCodeMessage) =>
  `${message.purpose === 'cash-on-delivery' ? 'Cash on delivery code' : 'Login code'} for ${message.countryCode} ${message.phoneNumber} on ${message.subdomain}: ${message.code}`;

/**
 * SMS_PROVIDER=log (the default): no SMS leaves the machine; each code is one info line of the API's log,
 * so a person trying the site reads it in `npm start`'s output. Not for a public deployment: anyone who
 * reads the log can log in as any customer.
 */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendLoginCode(message: LoginCodeMessage): Promise<void> {
    this.log.info(loginCodeLogLine(message));
  }
}
