import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { ORDER_EXPIRY, ORDER_EXPIRY_PATHS, orderExpiryAnswerSchema, updateOrderExpiryBodySchema, type OrderExpirySettings } from '../../contracts';
import type { Database } from '../../db/client';
import { businesses } from '../../db/schema';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { errorAnswers } from '../error-answers';

const WHAT =
  "How long an unpaid order of the owner's business holds its stock before it expires (status Cancelled, its stock back on sale, " +
  "'Order Expired' in the customer's chat and the inbox), in minutes: `onlinePaymentMinutes` when the business takes payment online only " +
  `(default ${ORDER_EXPIRY.onlineDefaultMinutes}), \`manualPaymentMinutes\` otherwise (UPI to its own account; default ${ORDER_EXPIRY.manualDefaultMinutes}, 48 hours). ` +
  'The time runs from the order\'s creation or its latest payment attempt; an order whose UPI payment the customer reported does not expire while it awaits the owner. ';

async function settingsOf(db: Database, businessId: string): Promise<OrderExpirySettings> {
  const [row] = await db
    .select({ onlinePaymentMinutes: businesses.onlinePaymentExpiryMinutes, manualPaymentMinutes: businesses.manualPaymentExpiryMinutes })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ?? { onlinePaymentMinutes: ORDER_EXPIRY.onlineDefaultMinutes, manualPaymentMinutes: ORDER_EXPIRY.manualDefaultMinutes };
}

/** The owner reads (GET) and changes (POST) the business's order-expiry times. */
export const orderExpiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ORDER_EXPIRY_PATHS.settings,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['orders'],
        summary: "The business's order-expiry times",
        description: WHAT + OWNER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        response: { 200: orderExpiryAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ message: 'success' as const, data: await settingsOf(app.db, ownerOf(request).businessId) }),
  );

  app.post(
    ORDER_EXPIRY_PATHS.settings,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['orders'],
        summary: "Change the business's order-expiry times",
        description:
          WHAT +
          `Either time or both: online ${ORDER_EXPIRY.onlineMinMinutes}-${ORDER_EXPIRY.onlineMaxMinutes} minutes, manual ` +
          `${ORDER_EXPIRY.manualMinMinutes}-${ORDER_EXPIRY.manualMaxMinutes} minutes, whole numbers; anything else is 400. The new times apply ` +
          'to every open unpaid order at the next run of the expiry. Answers the times now in force. ' +
          OWNER_ROUTE_ERRORS,
        security: [{ bearerAuth: [] }],
        body: updateOrderExpiryBodySchema,
        response: { 200: orderExpiryAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const body = request.body;
      const current = await settingsOf(app.db, businessId);
      // a time sent as it already is changes nothing and writes nothing
      const change = {
        ...(body.onlinePaymentMinutes === undefined || body.onlinePaymentMinutes === current.onlinePaymentMinutes ? {} : { onlinePaymentExpiryMinutes: body.onlinePaymentMinutes }),
        ...(body.manualPaymentMinutes === undefined || body.manualPaymentMinutes === current.manualPaymentMinutes ? {} : { manualPaymentExpiryMinutes: body.manualPaymentMinutes }),
      };
      if (Object.keys(change).length === 0) return { message: 'success' as const, data: current };
      await app.db.update(businesses).set({ ...change, updatedAt: new Date() }).where(eq(businesses.id, businessId));
      return { message: 'success' as const, data: await settingsOf(app.db, businessId) };
    },
  );
};
