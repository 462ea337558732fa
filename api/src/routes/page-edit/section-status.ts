import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswerSchema, PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, pageEditAnswerSchema, sectionStatusBodySchema } from '../../contracts';
import { setSectionStatus } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';

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
        response: { 200: pageEditAnswerSchema, 400: errorAnswerSchema, 401: errorAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const { sectionId, status } = request.body;
      const pageDetails = await editSection(app, request, sectionId, (tx, section) => setSectionStatus(tx, section, status, new Date(now())));
      return { message: status === 'hide' ? PAGE_EDIT_MESSAGES.hidden : PAGE_EDIT_MESSAGES.shown, pageDetails };
    },
  );
};
