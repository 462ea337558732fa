import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, ownerSessionAnswerSchema } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { errorAnswers } from '../error-answers';

/** Who the owner's bearer token belongs to: edit mode checks its stored token with it on load. */
export const ownerSessionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUTH_PATHS.ownerSession,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['auth'],
        summary: 'The logged-in owner',
        description: 'Bearer token of an owner. 401 with the spec\'s codes without a valid one; 403 FORBIDDEN for a customer token.',
        security: [{ bearerAuth: [] }],
        response: { 200: ownerSessionAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      return { message: 'success' as const, owner: { name: owner.name, email: owner.email }, subdomain: owner.subdomain, accountTypeId: owner.businessId };
    },
  );
};
