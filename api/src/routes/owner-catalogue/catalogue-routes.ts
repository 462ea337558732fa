import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  createCatalogueBodySchema,
  createCategoryBodySchema,
  deleteCatalogueBodySchema,
  deleteCategoryBodySchema,
  OWNER_CATALOGUE_MESSAGES as M,
  OWNER_CATALOGUE_PATHS as PATHS,
  ownerCatalogueDoneAnswerSchema,
  ownerCatalogueAnswerSchema,
  ownerCategoryAnswerSchema,
  renameCatalogueBodySchema,
  renameCategoryBodySchema,
} from '../../contracts';
import { createCatalogue, createCategory, deleteCatalogue, deleteCategory, renameCatalogue, renameCategory } from '../../repositories/owner-catalogues';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const CATALOGUE_404 = `404 CATALOGUE_NOT_FOUND "${M.catalogueNotFound}" when \`catalogueId\` is not a catalogue of the owner's business. `;
const CATEGORY_404 = `404 CATEGORY_NOT_FOUND "${M.categoryNotFound}" when \`categoryId\` is not a category of the owner's business. `;
const PURGES = "The storefront shows the change at once (the business's cached catalogue answers are dropped). ";
const owner = { tags: ['owner catalogue'], security: [{ bearerAuth: [] }] };

/** The owner creates, renames and deletes the business's catalogues and their categories. */
export const ownerCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const purge = (businessId: string) => app.catalogueCache.invalidate(businessId);

  app.post(
    PATHS.createCatalogue,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Create a catalogue',
        description: 'A new catalogue of products or services in the owner\'s business, its slug from the name. ' + PURGES + OWNER_ROUTE_ERRORS,
        body: createCatalogueBodySchema,
        response: { 200: ownerCatalogueAnswerSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const data = await createCatalogue(app.db, businessId, request.body);
      purge(businessId);
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.renameCatalogue,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Rename a catalogue',
        description: 'Its slug, and so its links, stay. ' + PURGES + CATALOGUE_404 + OWNER_ROUTE_ERRORS,
        body: renameCatalogueBodySchema,
        response: { 200: ownerCatalogueAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const data = await renameCatalogue(app.db, businessId, request.body.catalogueId, request.body.name);
      purge(businessId);
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.deleteCatalogue,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Delete an empty catalogue',
        description: `Its categories go with it. 409 CONFLICT "${M.catalogueHasProducts}" while any item is in it. ` + PURGES + CATALOGUE_404 + OWNER_ROUTE_ERRORS,
        body: deleteCatalogueBodySchema,
        response: { 200: ownerCatalogueDoneAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await deleteCatalogue(app.db, businessId, request.body.catalogueId);
      purge(businessId);
      return { message: 'success' as const };
    },
  );

  app.post(
    PATHS.createCategory,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Create a category in a catalogue',
        description: 'Its slug from the name, unique in the business. ' + PURGES + CATALOGUE_404 + OWNER_ROUTE_ERRORS,
        body: createCategoryBodySchema,
        response: { 200: ownerCategoryAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const data = await createCategory(app.db, businessId, request.body);
      purge(businessId);
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.renameCategory,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Rename a category',
        description: 'Its slug stays. ' + PURGES + CATEGORY_404 + OWNER_ROUTE_ERRORS,
        body: renameCategoryBodySchema,
        response: { 200: ownerCategoryAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const data = await renameCategory(app.db, businessId, request.body.categoryId, request.body.name);
      purge(businessId);
      return { message: 'success' as const, data };
    },
  );

  app.post(
    PATHS.deleteCategory,
    {
      onRequest: app.requireOwner,
      schema: {
        ...owner,
        summary: 'Delete an empty category',
        description: `409 CONFLICT "${M.categoryHasProducts}" while any item (archived ones too) is filed under it. ` + PURGES + CATEGORY_404 + OWNER_ROUTE_ERRORS,
        body: deleteCategoryBodySchema,
        response: { 200: ownerCatalogueDoneAnswerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      await deleteCategory(app.db, businessId, request.body.categoryId);
      purge(businessId);
      return { message: 'success' as const };
    },
  );
};
