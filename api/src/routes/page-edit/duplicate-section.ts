import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateSectionBodySchema, PAGE_EDIT_MESSAGES, PAGE_EDIT_PATHS, pageEditAnswerSchema } from '../../contracts';
import { AUTH_ERRORS } from '../../auth/auth-plugin';
import { AppError } from '../../errors';
import { duplicateSection } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';
import { errorAnswers } from '../error-answers';

/** duplicate_website_page_section: a copy of the section right after it. */
export const duplicateSectionRoute: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, options) => {
  const now = options.now ?? Date.now;
  app.post(
    PAGE_EDIT_PATHS.duplicateSection,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['page-edit'],
        summary: 'Duplicate a section',
        description:
          'The copy (same name, status, viewMode and values) goes right after the original; the sections behind it move one ' +
          'indexPosition down. `accountTypeId` must be the owner\'s business (403 otherwise) and `pageId` the section\'s page ' +
          `(400 otherwise). ${EDIT_RULES}`,
        security: [{ bearerAuth: [] }],
        body: duplicateSectionBodySchema,
        response: { 200: pageEditAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { sectionId, pageId, accountTypeId } = request.body;
      const pageDetails = await editSection(app, request, sectionId, async (tx, section, owner) => {
        if (accountTypeId.toLowerCase() !== owner.businessId) throw AUTH_ERRORS.forbidden();
        if (pageId.toLowerCase() !== section.pageId) throw AppError.badRequest('Invalid body: pageId is not the page of this section');
        await duplicateSection(tx, section, new Date(now()));
      });
      return { message: PAGE_EDIT_MESSAGES.duplicated, pageDetails };
    },
  );
};
