import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, pageEditAnswerSchema, sectionStatusBodySchema } from '../../contracts';
import { setSectionStatus } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';
import { errorAnswers } from '../error-answers';

/** update_page_section_status: hides a section from visitors, or shows it again. */
export const sectionStatusRoute: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, options) => {
  const now = options.now ?? Date.now;
  app.post(
    PAGE_EDIT_PATHS.sectionStatus,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['page-edit'],
        summary: 'Hide or show a section',
        description: `status \`hide\` keeps the section (edit mode still lists it) but visitors no longer see it; \`show\` brings it back. ${EDIT_RULES}`,
        security: [{ bearerAuth: [] }],
        body: sectionStatusBodySchema,
        response: { 200: pageEditAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { sectionId, status } = request.body;
      const pageDetails = await editSection(app, request, sectionId, (tx, section) => setSectionStatus(tx, section, status, new Date(now())));
      return { message: status === 'hide' ? PAGE_EDIT_MESSAGES.hidden : PAGE_EDIT_MESSAGES.shown, pageDetails };
    },
  );
};
