import type { FastifyInstance } from 'fastify';
import { defineRateLimit } from '../../plugins/rate-limit';
import { SEND_CODE_COOLDOWN, SEND_CODE_PER_ADDRESS, SEND_CODE_PER_PHONE, SEND_CODE_PER_SITE } from './login-limits';
import { normaliseLoginPhone } from './login-phone';
import { resolveLoginSite } from './login-site';

/**
 * What runs before a phone's login code is sent, cheapest first: the client address (before the site
 * lookup), the phone normalised to E.164, the site, the phone's resend cooldown and hourly count, then
 * the site's ceiling. Every route that texts the login code uses them, so all count in the same buckets.
 */
export function sendCodeGuards(app: FastifyInstance) {
  const perAddress = defineRateLimit(app, SEND_CODE_PER_ADDRESS);
  const cooldown = defineRateLimit(app, SEND_CODE_COOLDOWN);
  const perPhone = defineRateLimit(app, SEND_CODE_PER_PHONE);
  const perSite = defineRateLimit(app, SEND_CODE_PER_SITE);
  return [perAddress.enforce, normaliseLoginPhone, resolveLoginSite(app), cooldown.enforce, perPhone.enforce, perSite.enforce];
}
