import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { OWNER_ORDERS_CSV_COLUMNS, OWNER_ORDERS_LIMITS as L, OWNER_ORDERS_PATHS as PATHS, ownerOrdersExportQuerySchema } from '../../contracts';
import { exportOwnerOrders } from '../../repositories/owner-orders';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { FILTERS_TEXT, OWNER_ORDERS_TAGS } from './list-routes';
import { ordersCsv } from './orders-csv';

/** The file's name carries the day it was made, so two exports do not overwrite each other in Downloads. */
const fileName = (now: Date) => `orders-${now.toISOString().slice(0, 10)}.csv`;

/** The filtered list, every page, as a CSV file a spreadsheet opens. */
export const ownerOrdersExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.exportCsv,
    {
      onRequest: app.requireOwner,
      schema: {
        ...OWNER_ORDERS_TAGS,
        summary: "The business's orders as CSV",
        description:
          `The list's filters: ${FILTERS_TEXT}Columns: ${OWNER_ORDERS_CSV_COLUMNS.join(', ')}; UTF-8 with a BOM, CRLF lines, a header row. ` +
          `At most ${L.exportMax} orders; a longer list ends with a row saying so. A cell starting with = + - @ is written with a leading ' so a ` +
          `spreadsheet never runs it as a formula. ${OWNER_ROUTE_ERRORS}`,
        querystring: ownerOrdersExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { businessId } = ownerOf(request);
      const rows = await exportOwnerOrders(app.db, businessId, request.query, L.exportMax);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(ordersCsv(rows, L.exportMax));
    },
  );
};
