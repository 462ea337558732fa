import { LOGIN_CODE_TTL_MS } from '../contracts';

/** A login code on its way to a customer's phone. */
export interface LoginCodeMessage {
  countryCode: string;
  /** Digits only. */
  phoneNumber: string;
  code: string;
  /** The site the customer logs in to: its subdomain (for logs) and name (for the SMS). */
  subdomain: string;
  businessName: string;
  /** What the code does: logs in (the default), or confirms an order paid in cash on delivery. */
  purpose?: 'login' | 'cash-on-delivery';
}

/**
 * How a login code reaches the customer. One small interface so the provider is a configuration choice
 * (SMS_PROVIDER): `log` in development, an SMS gateway in production, a recorder in tests.
 */
export interface SmsSender {
  /** Resolves once the provider accepted the message; rejects with an SmsDeliveryError otherwise. */
  sendLoginCode(message: LoginCodeMessage): Promise<void>;
}

/** The provider refused or could not be reached; the message is safe to log (no credentials, no code). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** The E.164 form of the customer's number: `+919876543210`. */
export const e164 = (message: Pick<LoginCodeMessage, 'countryCode' | 'phoneNumber'>) => `${message.countryCode}${message.phoneNumber}`;

/** The SMS text: the code first (phones offer it for autofill), the site's name, how long it lasts. */
export function loginCodeText(message: LoginCodeMessage): string {
  const minutes = Math.round(LOGIN_CODE_TTL_MS / 60_000);
  if (message.purpose === 'cash-on-delivery') {
    return `${message.code} is your ${message.businessName} code to confirm cash on delivery. It expires in ${minutes} minutes. Do not share it.`;
  }
  return `${message.code} is your ${message.businessName} login code. It expires in ${minutes} minutes. Do not share it.`;
}
