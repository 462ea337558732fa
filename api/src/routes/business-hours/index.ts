import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TYPICAL_REPLY_WINDOW_DAYS } from 'shared/rules';
import { ownerOf } from '../../auth/auth-plugin';
import {
  availabilityAnswerSchema,
  availabilityQuerySchema,
  BUSINESS_HOURS_MESSAGES as M,
  BUSINESS_HOURS_PATHS as PATHS,
  businessHoursAnswerSchema,
  saveBusinessHoursBodySchema,
} from '../../contracts';
import { AppError } from '../../errors';
import { readBusinessHours, saveBusinessHours } from '../../repositories/business-hours';
import { resolveSite } from '../../repositories/page-repository';
import { medianReplySeconds } from '../../repositories/reply-times';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { TypicalReplyCache } from './typical-reply-cache';

const DAY_MS = 24 * 60 * 60_000;
const owner = { tags: ['business hours'], security: [{ bearerAuth: [] }] };

/** The owner's opening hours and away message, and what the chat widget shows about answering. */
export const businessHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const typicalReply = new TypicalReplyCache(
    (businessId) => medianReplySeconds(app.db, businessId, new Date(app.clock() - TYPICAL_REPLY_WINDOW_DAYS * DAY_MS)),
    () => app.clock(),
  );

  app.get(
    PATHS.owner,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Opening hours and away message',
        description:
          'Seven days, Monday first, each closed (no intervals) or open in one or more wall-clock intervals of `timeZone`; the away ' +
          'message; whether the widget uses them. Before the first save: off, weekdays 10:00–19:00, Sunday closed. ' +
          OWNER_ROUTE_ERRORS,
        response: { 200: businessHoursAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({ message: 'success', data: await readBusinessHours(app.db, ownerOf(request).businessId) }),
  );

  app.post(
    PATHS.owner,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Save opening hours and away message',
        description:
          "Saves the whole set. Times are 'HH:MM' (24-hour; a close of '24:00' is midnight); each interval closes after it opens " +
          'and no two of a day overlap (400 naming the day and interval). On, the away message is required. ' +
          OWNER_ROUTE_ERRORS,
        body: saveBusinessHoursBodySchema,
        response: { 200: businessHoursAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await saveBusinessHours(app.db, businessId, request.body, new Date(app.clock()));
      return { message: M.saved, data: await readBusinessHours(app.db, businessId) };
    },
  );

  app.get(
    PATHS.widget,
    {
      schema: {
        tags: ['business hours'],
        summary: "The chat widget's availability line",
        description:
          'Public. The opening hours (null when the owner has not turned them on), so the widget decides by its clock whether to ' +
          "show the away message and 'We reply from 10 am tomorrow'; and `typicalReplySeconds`, the median time from a customer's " +
          `message to the owner's next reply over the last ${TYPICAL_REPLY_WINDOW_DAYS} days, null with too few replies. The median is ` +
          'kept per business for a few minutes. Errors: 400 VALIDATION_ERROR; 404 WEBSITE_NOT_FOUND.',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.query.subdomain, app.config.defaultSubdomain);
      if (!site) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
      const [hours, typicalReplySeconds] = await Promise.all([readBusinessHours(app.db, site.id), typicalReply.get(site.id)]);
      const { enabled, ...shown } = hours;
      return { message: 'success' as const, data: { hours: enabled ? shown : null, typicalReplySeconds } };
    },
  );
};
