import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_PATHS, topicSubCategoriesAnswerSchema, topicSubCategoriesBodySchema } from '../../contracts';
import { AppError } from '../../errors';
import { findPublicCatalogue, listCategoriesWithCounts } from '../../repositories/catalogue-repository';
import { findWidgetTopic } from '../../repositories/chat-widget';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from './chat-customer';
import { errorAnswers } from '../error-answers';

export const TOPIC_ERRORS = {
  unknown: (name: string) => `This chat has no topic named "${name}"`,
  notCatalogue: (name: string) => `The topic "${name}" does not open a catalogue`,
  noCatalogue: (name: string) => `The catalogue of the topic "${name}" is not available`,
} as const;

/** Topic sub-categories (chat document section 7): the categories of a catalogue topic's catalogue. */
export const topicSubCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CHAT_PATHS.topicSubCategories,
    {
      schema: {
        tags: ['chat'],
        summary: "A catalogue topic's categories",
        description:
          'Finds the topic by its name among the calling customer\'s business\'s chat widget topics and answers its catalogue and that ' +
          'catalogue\'s categories with their published item counts. ' +
          `404 TOPIC_NOT_FOUND "${TOPIC_ERRORS.unknown('<name>')}"; 400 VALIDATION_ERROR "${TOPIC_ERRORS.notCatalogue('<name>')}" for a custom ` +
          `or template topic; 404 CATALOGUE_NOT_FOUND "${TOPIC_ERRORS.noCatalogue('<name>')}" when its catalogue is missing or unpublished. ` +
          CUSTOMER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: topicSubCategoriesBodySchema,
        response: { 200: topicSubCategoriesAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = await chatCustomer(app, request);
      const name = request.body.selectedTopic;
      const topic = await findWidgetTopic(app.db, me.businessId, name);
      if (!topic) throw AppError.notFound('TOPIC_NOT_FOUND', TOPIC_ERRORS.unknown(name));
      if (topic.type !== 'catalogue') throw AppError.badRequest(TOPIC_ERRORS.notCatalogue(name));
      const catalogue = topic.catalogueId ? await findPublicCatalogue(app.db, me.businessId, topic.catalogueId) : undefined;
      if (!catalogue) throw AppError.notFound('CATALOGUE_NOT_FOUND', TOPIC_ERRORS.noCatalogue(name));
      const categories = await listCategoriesWithCounts(app.db, me.businessId, catalogue.id);
      return {
        message: 'success' as const,
        data: {
          catalogue: { _id: catalogue.id, name: catalogue.name, image: catalogue.image, slug: catalogue.slug },
          categories: categories.map((c) => ({ _id: c._id, name: c.name, image: c.image, totalItems: c.totalItems, type: catalogue.type, slug: c.slug })),
        },
      };
    },
  );
};
