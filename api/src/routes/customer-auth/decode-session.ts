import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../auth/auth-plugin';
import { CUSTOMER_AUTH_PATHS, decodeChatSession, decodeSessionAnswerSchema, decodeSessionBodySchema } from '../../contracts';
import { AppError } from '../../errors';
import { findCustomer } from './customer-accounts';
import { LOGIN_ANSWER_MESSAGES, sessionMismatch } from './login-answers';
import { samePhone } from './login-phone';
import { errorAnswers } from '../error-answers';

/**
 * Decode session: reads the encoded `chatSession` the browser keeps, with the widget's own decoding, and
 * answers it only when it is the session of the token's customer (same id, phone and country code).
 */
export const decodeSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CUSTOMER_AUTH_PATHS.decodeSession,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Decode a stored chat session (chat widget)',
        description:
          'Bearer token of a customer; body `{ chatSession }`, the encoded session (base64url JSON) the widget keeps in local ' +
          'storage and its cookie. Answers the decoded session when it names the token\'s customer with their phone. Errors: ' +
          '400 VALIDATION_ERROR when it is not an encoded chat session; 401 NO_TOKEN, TOKEN_INVALID, TOKEN_EXPIRED, ' +
          "CUSTOMER_NOT_FOUND, ACCOUNT_INACTIVE; 403 FORBIDDEN for an owner's token; 403 SESSION_MISMATCH when the session " +
          'names another customer or phone.',
        security: [{ bearerAuth: [] }],
        body: decodeSessionBodySchema,
        response: { 200: decodeSessionAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const me = customerOf(request);
      const session = decodeChatSession(request.body.chatSession);
      if (!session) throw AppError.badRequest(LOGIN_ANSWER_MESSAGES.badSession);
      if (session.customerId !== me.customerId) return sessionMismatch(reply);
      const customer = await findCustomer(app.db, me.customerId, me.businessId);
      if (!customer || !samePhone(customer, session)) return sessionMismatch(reply);
      const { customerId, name, phoneNumber, countryCode, hostname, expiresAt } = session;
      return { message: 'success' as const, data: { customerId, name, phoneNumber, countryCode, hostname, expiresAt } };
    },
  );
};
