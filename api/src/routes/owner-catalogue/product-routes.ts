import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  createProductBodySchema,
  deleteProductBodySchema,
  listProductsQuerySchema,
  OWNER_CATALOGUE_LIMITS,
  OWNER_CATALOGUE_MESSAGES as M,
  OWNER_CATALOGUE_PATHS as PATHS,
  ownerProductAnswerSchema,
  ownerProductListAnswerSchema,
  productDeletedAnswerSchema,
  productQuerySchema,
  updateProductBodySchema,
} from '../../contracts';
import { ownerProduct, ownerProducts } from '../../repositories/owner-products-read';
import { createProduct, deleteProduct, updateProduct } from '../../repositories/owner-products-write';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const PRODUCT_404 = `404 PRODUCT_NOT_FOUND "${M.productNotFound}" when \`productId\` is not an item of the owner's business. `;
const PURGES = "The storefront shows the change at once (the business's cached catalogue answers are dropped). ";
const FIELDS =
  'Money in whole paise: `basePricePaise` above 0, `salePricePaise` counts only above 0 (null or 0 is no sale) and not above the base price; ' +
  '`gstRate` 0, 5, 12, 18 or 28; `hsnCode` 4-8 digits; `variants` each with its own price and stock (the item\'s stock is then their sum); ' +
  '`stock` null is "not tracked"; only `Published` items show on the storefront. Every stock count that changes is recorded as a manual stock movement by the owner. ';
const owner = { tags: ['owner catalogue'], security: [{ bearerAuth: [] }] };

/** The owner lists, reads, creates, changes and deletes the business's products and services. */
export const ownerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const purge = (businessId: string) => app.catalogueCache.invalidate(businessId);

  app.get(
    PATHS.listProducts,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: "The business's items, every status",
        description: `By name (\`search\`, part of it), \`catalogueId\`, \`categoryId\` and \`status\`; ${OWNER_CATALOGUE_LIMITS.pageSize} a \`page\`, latest change first. ` + OWNER_ROUTE_ERRORS,
        querystring: listProductsQuerySchema,
        response: { 200: ownerProductListAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({ message: 'success' as const, data: await ownerProducts(app.db, ownerOf(request).businessId, request.query) }),
  );

  app.get(
    PATHS.product,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'One item as the owner edits it',
        description: PRODUCT_404 + OWNER_ROUTE_ERRORS,
        querystring: productQuerySchema,
        response: { 200: ownerProductAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({ message: 'success' as const, data: await ownerProduct(app.db, ownerOf(request).businessId, request.query.productId) }),
  );

  app.post(
    PATHS.createProduct,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Create a product or service',
        description:
          'In one of the business\'s catalogues (its type makes the item a product or a service), a Draft unless `status` says Published. ' +
          FIELDS + PURGES + '404 CATALOGUE_NOT_FOUND / CATEGORY_NOT_FOUND for a catalogue or category of no business of the owner\'s. ' + OWNER_ROUTE_ERRORS,
        body: createProductBodySchema,
        response: { 200: ownerProductAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = ownerOf(request);
      const id = await createProduct(app.db, me, request.body);
      purge(me.businessId);
      return { message: 'success' as const, data: await ownerProduct(app.db, me.businessId, id) };
    },
  );

  app.post(
    PATHS.updateProduct,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Change a product or service',
        description: 'What is sent changes, the rest stays; `variants`, when sent, is the whole list (a variant with its `id` is changed, one without is added, one left out removed). ' +
          FIELDS + PURGES + PRODUCT_404 + OWNER_ROUTE_ERRORS,
        body: updateProductBodySchema,
        response: { 200: ownerProductAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = ownerOf(request);
      const id = await updateProduct(app.db, me, request.body);
      purge(me.businessId);
      return { message: 'success' as const, data: await ownerProduct(app.db, me.businessId, id) };
    },
  );

  app.post(
    PATHS.deleteProduct,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Delete a product or service',
        description:
          'An item no order names is deleted (`outcome: deleted`); one that was ordered is archived instead (`outcome: archived`): kept for its orders, ' +
          'hidden from the storefront and no longer orderable. ' + PURGES + PRODUCT_404 + OWNER_ROUTE_ERRORS,
        body: deleteProductBodySchema,
        response: { 200: productDeletedAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const outcome = await deleteProduct(app.db, businessId, request.body.productId);
      purge(businessId);
      return { message: 'success' as const, data: { outcome } };
    },
  );
};
