import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { API_PATHS, contactInboxAnswerSchema, contactInboxQuerySchema } from '../../contracts';
import { listContactMessages } from '../../repositories/contact-messages';
import { errorAnswers } from '../error-answers';

/** The owner's inbox of contact-us messages: only their own business's, newest first. */
export const contactInboxRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.contactInbox,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['contact'],
        summary: "The owner's contact-us inbox",
        description: 'Messages visitors sent with the contact form, newest first. Owner token only; the business comes from the token.',
        security: [{ bearerAuth: [] }],
        querystring: contactInboxQuerySchema,
        response: { 200: contactInboxAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listContactMessages(app.db, ownerOf(request).businessId, page, limit);
      return {
        message: 'success' as const,
        data: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          email: row.email,
          countryCode: row.countryCode,
          contact: row.contact,
          subject: row.subject,
          messageContent: row.messageContent,
          createdAt: row.createdAt.toISOString(),
        })),
        size: Math.ceil(total / limit),
        total,
      };
    },
  );
};
