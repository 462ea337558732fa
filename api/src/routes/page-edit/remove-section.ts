import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema, PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, pageEditAnswerSchema, removeSectionBodySchema } from '../../contracts';
import { deleteSection } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';

/** remove_website_page_section: deletes a section for good (the client asks for confirmation first). */
export const removeSectionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAGE_EDIT_PATHS.removeSection,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['page-edit'],
        summary: 'Remove a section',
        description: `Deletes the section; the others keep their indexPosition. ${EDIT_RULES}`,
        security: [{ bearerAuth: [] }],
        body: removeSectionBodySchema,
        response: { 200: pageEditAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const pageDetails = await editSection(app, request, request.body.sectionId, (tx, section) => deleteSection(tx, section));
      return { message: PAGE_EDIT_MESSAGES.removed, pageDetails };
    },
  );
};
