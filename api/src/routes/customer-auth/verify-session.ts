import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../auth/auth-plugin';
import { CUSTOMER_AUTH_PATHS, verifySessionAnswerSchema, verifySessionBodySchema } from '../../contracts';
import { resolveSite } from '../../repositories/page-repository';
import { customerDataOf, findCustomer } from './customer-accounts';
import { sessionMismatch } from './login-answers';
import { samePhone } from './login-phone';
import { errorAnswers } from '../error-answers';

/**
 * Verify session: the widget's check of a restored chat session. Identity comes from the bearer token;
 * the body must name that same customer, their phone and their site, or the session is not theirs.
 */
export const verifySessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CUSTOMER_AUTH_PATHS.verifySession,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Check a restored chat session (chat widget)',
        description:
          "Bearer token of a customer. The body's `customerId`, `phoneNumber`, `countryCode` and `subdomain` must be the token's " +
          "own customer, that customer's phone and the customer's site; answers `message: 'success'` and `customerData`. " +
          'Errors: 400 VALIDATION_ERROR (bad body); 401 NO_TOKEN, TOKEN_INVALID, TOKEN_EXPIRED, CUSTOMER_NOT_FOUND, ' +
          "ACCOUNT_INACTIVE; 403 FORBIDDEN for an owner's token; 403 SESSION_MISMATCH when the body names another customer, " +
          'phone or site (the widget then clears the session).',
        security: [{ bearerAuth: [] }],
        body: verifySessionBodySchema,
        response: { 200: verifySessionAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const me = customerOf(request);
      const body = request.body;
      if (body.customerId !== me.customerId) return sessionMismatch(reply);
      const site = await resolveSite(app.db, body.subdomain, app.config.defaultSubdomain);
      if (site?.id !== me.businessId) return sessionMismatch(reply);
      const customer = await findCustomer(app.db, me.customerId, me.businessId);
      if (!customer || !samePhone(customer, body)) return sessionMismatch(reply);
      return { message: 'success' as const, customerData: customerDataOf(customer) };
    },
  );
};
