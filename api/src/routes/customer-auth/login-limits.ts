import type { FastifyRequest } from 'fastify';
import { LOGIN_CODE_RESEND_SECONDS } from '../../contracts';
import { clientAddress, waitText, type RateLimitSpec } from '../../plugins/rate-limit';
import { loginSiteOf, phoneKey } from './login-site';

const MINUTE = 60_000;

/**
 * Codes one client address may ask for: 100 per 10 minutes. Indian mobile carriers put many subscribers
 * behind one shared address (carrier-grade NAT), so this is only a backstop against one machine
 * flooding every site; a script walking through phone numbers is stopped by the per-phone limits and
 * by the site's own ceiling (SEND_CODE_PER_SITE), which do not depend on the address.
 */
export const SEND_CODE_PER_ADDRESS: RateLimitSpec = {
  name: 'send-code-address',
  max: 100,
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
 * Codes one site may send: 500 per hour, whatever the addresses and phones. Caps what a script rotating
 * addresses and numbers can cost a business in SMS; far above the logins of a small shop's busiest hour.
 * Counted last, so requests refused by the other limits do not use it up.
 */
export const SEND_CODE_PER_SITE: RateLimitSpec = {
  name: 'send-code-site',
  max: 500,
  timeWindowMs: 60 * MINUTE,
  key: (request: FastifyRequest) => loginSiteOf(request).id,
  message: (seconds) => `This shop has received too many login requests. Please try again in ${waitText(seconds)}.`,
};

/**
 * Code checks per client address: 200 per 10 minutes (twice the codes an address may ask for, so the
 * shoppers behind one carrier address can each type a code and a typo). Guessing is bounded by each
 * code's 5 tries and each phone's 5 codes an hour; this stops one client spreading guesses over phones.
 */
export const VERIFY_CODE_PER_ADDRESS: RateLimitSpec = {
  name: 'verify-code-address',
  max: 200,
  timeWindowMs: 10 * MINUTE,
  key: (request: FastifyRequest) => clientAddress(request),
  message: (seconds) => `Too many verification attempts. Please try again in ${waitText(seconds)}.`,
};
