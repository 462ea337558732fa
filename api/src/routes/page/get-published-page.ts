import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, pageAnswerSchema, pageQuerySchema } from '../../contracts';
import { AppError } from '../../errors';
import { loadPublishedPage, resolveSite } from '../../repositories/page-repository';
import { errorAnswers } from '../error-answers';

/** The published page of a site (found by subdomain) at a custom route; `/` is the home page. */
export const getPublishedPageRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.page,
    {
      schema: {
        tags: ['page'],
        summary: 'Load a published website page',
        description:
          'Finds the site by subdomain (`localhost` and `www` fall back to the default site) and its published page whose ' +
          'customRoute matches (query string and trailing slash ignored, case-insensitive). 404 WEBSITE_NOT_FOUND / PAGE_NOT_FOUND.',
        querystring: pageQuerySchema,
        response: { 200: pageAnswerSchema, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { subdomain, customRoute, viewMode } = request.query;
      const business = await resolveSite(app.db, subdomain, app.config.defaultSubdomain);
      if (!business) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
      const answer = await loadPublishedPage(app.db, business, customRoute, viewMode);
      if (!answer) throw AppError.notFound('PAGE_NOT_FOUND', 'Page not found');
      return answer;
    },
  );
};
