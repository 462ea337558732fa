import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awaitingConfirmationAnswerSchema, PAYMENT_PATHS } from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { listAwaitingManual } from '../../repositories/payments';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { toManualPayment } from './manual-payment-view';
import { errorAnswers } from '../error-answers';

/** The owner's list of manual payments awaiting confirmation, with the customer's reference. */
export const awaitingConfirmationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PAYMENT_PATHS.awaitingConfirmation,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['payments'],
        summary: 'Manual payments awaiting confirmation',
        description:
          "The owner's own business only: each manual payment a customer reported (order, milestone, amount in rupees, customer, UTR), " +
          `oldest report first. ${OWNER_ROUTE_ERRORS}`,
        security: [{ bearerAuth: [] }],
        response: { 200: awaitingConfirmationAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const rows = await listAwaitingManual(app.db, owner.businessId);
      return { message: 'success' as const, data: rows.map(toManualPayment) };
    },
  );
};
