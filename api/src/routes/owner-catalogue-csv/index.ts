import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  CATALOGUE_CSV_HEADER,
  CATALOGUE_CSV_LIMITS as LIMITS,
  CATALOGUE_CSV_MESSAGES as M,
  CATALOGUE_CSV_PATHS as PATHS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  catalogueCsvImportAnswerSchema,
  catalogueCsvRowsInvalidAnswerSchema,
} from '../../contracts';
import { AppError } from '../../errors';
import { callerKey } from '../../plugins/customer-limits';
import { defineRateLimit, waitText, type RateLimitSpec } from '../../plugins/rate-limit';
import { catalogueCsv } from '../../repositories/catalogue-csv-export';
import { catalogueTypeErrors, importCatalogueItems } from '../../repositories/catalogue-csv-import';
import { csvText, readCatalogueCsv } from '../../repositories/catalogue-csv-rows';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { acceptCsvBodies } from './csv-body';

const owner = { tags: ['owner catalogue'], security: [{ bearerAuth: [] }] };
const COLUMNS = `Columns (header row, in any order; unknown ones are refused): ${CATALOGUE_CSV_HEADER.join(', ')}. `;

/**
 * Imports an owner may run: 20 per 10 minutes. A whole catalogue is one file, fixed and sent again a
 * few times; each import is one transaction of up to 500 items, which no script may spin on. (The
 * owner's single-item writes have no limit: each is one small item.)
 */
const IMPORTS_PER_OWNER: RateLimitSpec = {
  name: 'catalogue-csv-import',
  max: 20,
  timeWindowMs: 10 * 60_000,
  key: callerKey,
  message: (seconds: number) => `Too many catalogue imports in a short time. Please try again in ${waitText(seconds)}.`,
};

const csvBodyOnly = async (request: FastifyRequest) => {
  if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', M.notCsv);
};

/** The owner's catalogue as a CSV file: export every item, import up to 500 at once (all or none). */
export const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptCsvBodies(app);
  const importLimit = defineRateLimit(app, IMPORTS_PER_OWNER);

  app.get(
    PATHS.export,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: "The business's catalogue as a CSV file",
        description:
          'Every product and service of the owner\'s business, every status (Archived ones too, for the record), as `text/csv; charset=utf-8` with a BOM ' +
          '(a download: `Content-Disposition: attachment`). One row per item, or one per variant with the item\'s columns repeated. ' +
          COLUMNS +
          'Money in rupees with two decimals; a cell starting with = + - @ is written with an apostrophe before it, so a spreadsheet never runs it as a formula. ' +
          OWNER_ROUTE_ERRORS,
        // takes nothing: a stray parameter is refused at once rather than answered with the whole catalogue
        querystring: z.object({}).strict(),
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV file'), ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const { businessId } = ownerOf(request);
      const day = new Date(app.clock()).toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await catalogueCsv(app.db, businessId));
    },
  );

  app.post(
    PATHS.import,
    {
      onRequest: app.requireOwner,
      // a body that is no CSV file is refused before it costs an import of the owner's allowance
      preHandler: [csvBodyOnly, importLimit.enforce],
      schema: {
        ...owner,
        summary: 'Import items from a CSV file, all or none',
        description:
          `The body is the file itself, \`Content-Type: text/csv\`, UTF-8 (a BOM is fine), at most ${LIMITS.maxBytes / (1024 * 1024)} MB (413 PAYLOAD_TOO_LARGE) and ` +
          `${LIMITS.maxRows} rows after the header (400). ` + COLUMNS +
          `Required: ${CATALOGUE_CSV_REQUIRED_COLUMNS.join(', ')}. Every row is checked with the product form's rules; if any is wrong NOTHING is written and ` +
          `422 VALIDATION_ERROR lists each problem as \`{ row, column, message }\` (row as a spreadsheet numbers it, the header is row 1; at most ${LIMITS.maxErrorsListed}, ` +
          '`moreErrors` counts the rest). Otherwise every item is created in one transaction, the catalogues and categories it names made in the owner\'s business ' +
          'when missing; Archived rows are skipped. The storefront shows the change at once. ' +
          `400 for a file that is not UTF-8 CSV; 415 "${M.notCsv}" for any other body. 429 RATE_LIMITED past ${IMPORTS_PER_OWNER.max} imports per 10 minutes by the same owner. ` +
          OWNER_ROUTE_ERRORS,
        consumes: ['text/csv'],
        response: { 200: catalogueCsvImportAnswerSchema, 422: catalogueCsvRowsInvalidAnswerSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const me = ownerOf(request);
      const reading = readCatalogueCsv(csvText(request.body as Buffer));
      const errors = [...reading.errors, ...(await catalogueTypeErrors(app.db, me.businessId, reading.items))].sort((a, b) => a.row - b.row);
      if (errors.length > 0) {
        const rows = new Set(errors.map((e) => e.row)).size;
        return reply.code(422).send({ message: M.rowsInvalid(rows), code: 'VALIDATION_ERROR' as const, errors: errors.slice(0, LIMITS.maxErrorsListed), moreErrors: Math.max(0, errors.length - LIMITS.maxErrorsListed) });
      }
      const data = await importCatalogueItems(app.db, me, reading.items);
      app.catalogueCache.invalidate(me.businessId);
      return { message: 'success' as const, data: { ...data, skipped: reading.skipped } };
    },
  );
};
