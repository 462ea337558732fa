import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, pageEditAnswerSchema, removeSectionBodySchema } from '../../contracts';
import { deleteSection } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';
import { errorAnswers } from '../error-answers';

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
        response: { 200: pageEditAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const pageDetails = await editSection(app, request, request.body.sectionId, (tx, section) => deleteSection(tx, section));
      return { message: PAGE_EDIT_MESSAGES.removed, pageDetails };
    },
  );
};
