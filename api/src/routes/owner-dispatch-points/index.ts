import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  createDispatchPointBodySchema,
  deleteDispatchPointBodySchema,
  DISPATCH_POINT_MESSAGES as M,
  OWNER_DISPATCH_POINT_PATHS as PATHS,
  ownerDispatchPointAnswerSchema,
  ownerDispatchPointDeletedAnswerSchema,
  ownerDispatchPointListAnswerSchema,
  updateDispatchPointBodySchema,
} from '../../contracts';
import type { Database } from '../../db/client';
import { createDispatchPoint, deleteDispatchPoint, listDispatchPoints, updateDispatchPoint } from '../../repositories/owner-dispatch-points';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const owner = { tags: ['owner dispatch points'], security: [{ bearerAuth: [] }] };
const SERVES =
  '`serves`: the pincodes and/or states the point ships to (both empty: everywhere). At checkout a product ships from the first of its ' +
  "dispatch points that serves the delivery address (its pincode is listed, or its state), else from its first point. ";
const NOT_FOUND = `404 DISPATCH_POINT_NOT_FOUND "${M.notFound}" when \`dispatchPointId\` is not a dispatch point of the owner's business. `;
const PURGES = "The storefront's cached catalogue answers are dropped (products show their dispatch points). ";

/** The owner's dispatch points: where goods ship from, and what each serves. */
export const ownerDispatchPointRoutes: FastifyPluginAsyncZod = async (app) => {
  const purge = (businessId: string) => app.catalogueCache.invalidate(businessId);

  app.get(
    PATHS.list,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'List dispatch points',
        description: "The owner's own business's dispatch points, oldest first, each with how many products ship from it. " + OWNER_ROUTE_ERRORS,
        response: { 200: ownerDispatchPointListAnswerSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => ({ message: 'success' as const, data: await listDispatchPoints(app.db, ownerOf(request).businessId) }),
  );

  app.post(
    PATHS.create,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Create a dispatch point',
        description: `Name, address, city, state, pincode (6 digits) and what it serves. ${SERVES}409 CONFLICT "${M.tooMany}". ${OWNER_ROUTE_ERRORS}`,
        body: createDispatchPointBodySchema,
        response: { 200: ownerDispatchPointAnswerSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const data = await createDispatchPoint(app.db, businessId, request.body, new Date());
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.update,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Edit a dispatch point',
        description: `Every field is saved as sent. ${SERVES}${PURGES}${NOT_FOUND}${OWNER_ROUTE_ERRORS}`,
        body: updateDispatchPointBodySchema,
        response: { 200: ownerDispatchPointAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const { dispatchPointId, ...input } = request.body;
      const data = await updateDispatchPoint(app.db, businessId, dispatchPointId.toLowerCase(), input);
      purge(businessId);
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.delete,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Delete a dispatch point',
        description:
          `A point no product ships from is deleted. One that products still name is refused with 409 CONFLICT ("${M.inUse(2)}"), ` +
          "not detached: detaching would quietly move those products' orders to another point, changing shipping and GST. " +
          NOT_FOUND + OWNER_ROUTE_ERRORS,
        body: deleteDispatchPointBodySchema,
        response: { 200: ownerDispatchPointDeletedAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await app.db.transaction((tx) => deleteDispatchPoint(tx as unknown as Database, businessId, request.body.dispatchPointId.toLowerCase()));
      purge(businessId);
      return { message: 'success' as const };
    },
  );
};
