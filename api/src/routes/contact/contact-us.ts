import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactFormErrors } from 'shared/rules';
import { API_PATHS, contactUsAnswerSchema, contactUsBodySchema } from '../../contracts';
import { AppError } from '../../errors';
import { clientAddress, defineRateLimit } from '../../plugins/rate-limit';
import { insertContactMessage } from '../../repositories/contact-messages';
import { resolveSite } from '../../repositories/page-repository';
import { buildContactCard } from './contact-card';
import { errorAnswers } from '../error-answers';

/**
 * 5 messages per 10 minutes per client address and site. Enough for a person who sends a correction
 * or two; a script filling an owner's inbox stops after five.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindowMs: 10 * 60 * 1_000 } as const;

/** The message of a 429: how long to wait, in whole minutes (at least one). */
export function rateLimitMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many messages sent. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const orNull = (value: string) => (value === '' ? null : value);

/**
 * POST template_contact_us: a visitor's contact-us form. Checks the body with the form's own rules (the
 * shared `contactFormErrors`, so the server answers the message the form shows), finds the site, counts
 * the attempt against the client's limit, builds the message card from the escaped fields and files it
 * in the business's inbox (`contact_messages`).
 */
export const contactUsRoute: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the business, not the raw subdomain: one bucket per real site, and made-up subdomains
  // (which end at the 404 before counting) never take room in the counter.
  const siteOf = new WeakMap<FastifyRequest, string>();
  const limit = defineRateLimit(app, {
    name: 'contact-us',
    ...CONTACT_RATE_LIMIT,
    key: (request) => `${clientAddress(request)}|${siteOf.get(request) ?? ''}`,
    message: (seconds) => rateLimitMessage(seconds * 1_000),
  });

  app.post(
    API_PATHS.contactUs,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a contact-us message to a site',
        description:
          "Validates with the contact form's rules (400 VALIDATION_ERROR with the first failing field's message, in form order: " +
          "name, email, countryCode, contact, subject, message), finds the site by subdomain (404 WEBSITE_NOT_FOUND 'Website not found'), " +
          'then allows 5 messages per 10 minutes per client address and site (429 RATE_LIMITED with Retry-After). ' +
          'The message card is built by the server from the escaped fields; `messageContent` is accepted for compatibility and ignored. ' +
          "The message is filed in the business's inbox (contact_messages).",
        body: contactUsBodySchema,
        response: { 200: contactUsAnswerSchema, ...errorAnswers(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const errors = contactFormErrors(body);
      const firstError = Object.values(errors)[0];
      if (firstError) throw AppError.badRequest(firstError);

      const business = await resolveSite(app.db, body.subdomain, app.config.defaultSubdomain);
      if (!business) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');

      // Counted only now: a refused body or an unknown site does not use up the client's allowance.
      siteOf.set(request, business.id);
      await limit.enforce(request, reply);

      const fields = {
        name: trimmed(body.name),
        email: orNull(trimmed(body.email)),
        countryCode: trimmed(body.countryCode),
        contact: trimmed(body.contact),
        subject: orNull(trimmed(body.subject)),
        // kept as typed (line breaks included); only the ends are trimmed
        message: trimmed(body.message),
      };
      const { message: _message, ...columns } = fields;
      await insertContactMessage(app.db, { businessId: business.id, ...columns, messageContent: buildContactCard(fields) });
      request.log.info({ businessId: business.id }, 'contact message filed');
      return { message: 'success' as const };
    },
  );
};
