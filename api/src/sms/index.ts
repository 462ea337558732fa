import type { FastifyBaseLogger } from 'fastify';
import { LogSmsSender } from './log-sms-sender';
import type { SmsConfig } from './sms-config';
import type { SmsSender } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

export { loginCodeLogLine, LogSmsSender } from './log-sms-sender';
export { RecordingSmsSender } from './recording-sms-sender';
export type { SmsConfig, SmsProvider, TwilioConfig } from './sms-config';
export { e164, loginCodeText, SmsDeliveryError, type LoginCodeMessage, type SmsSender } from './sms-sender';
export { TwilioSmsSender } from './twilio-sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends login codes (SMS_PROVIDER, or buildApp's `sms` option in tests). */
    sms: SmsSender;
  }
}

/** The sender SMS_PROVIDER names. */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  return config.provider === 'twilio' ? new TwilioSmsSender(config.twilio) : new LogSmsSender(log);
}
