import type { FastifyRequest } from 'fastify';
import { LOGIN_CODE_RESEND_SECONDS } from '../../contracts';
import { clientAddress, waitText, type RateLimitSpec } from '../../plugins/rate-limit';
import { phoneKey } from './login-site';

const MINUTE = 60_000;

/**
 * Codes one client address may ask for: 20 per 10 minutes. Generous enough for a family or an office
 * behind one address; a script walking through phone numbers stops quickly.
 */
export const SEND_CODE_PER_ADDRESS: RateLimitSpec = {
  name: 'send-code-address',
  max: 20,
  timeWindowMs: 10 * MINUTE,
  key: (request: FastifyRequest) => clientAddress(request),
  message: (seconds) => `Too many verification codes were requested from your network. Please try again in ${waitText(seconds)}.`,
};

/** The widget's countdown: one code per phone per LOGIN_CODE_RESEND_SECONDS. */
export const SEND_CODE_COOLDOWN: RateLimitSpec = {
  name: 'send-code-cooldown',
  max: 1,
  timeWindowMs: LOGIN_CODE_RESEND_SECONDS * 1_000,
  key: phoneKey,
  message: (seconds) => `Please wait ${waitText(seconds)} before requesting another code.`,
};

/** Codes one phone may receive from one site: 5 per hour, so nobody can flood a number with SMS. */
export const SEND_CODE_PER_PHONE: RateLimitSpec = {
  name: 'send-code-phone',
  max: 5,
  timeWindowMs: 60 * MINUTE,
  key: phoneKey,
  message: (seconds) => `Too many verification codes were sent to this number. Please try again in ${waitText(seconds)}.`,
};

/**
 * Code checks per client address: 30 per 10 minutes. Each code allows 5 wrong tries; this stops one
 * client from spreading guesses over many phone numbers.
 */
export const VERIFY_CODE_PER_ADDRESS: RateLimitSpec = {
  name: 'verify-code-address',
  max: 30,
  timeWindowMs: 10 * MINUTE,
  key: (request: FastifyRequest) => clientAddress(request),
  message: (seconds) => `Too many verification attempts. Please try again in ${waitText(seconds)}.`,
};
