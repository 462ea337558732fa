import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import {
  BUSINESS_SETTINGS_MESSAGES as M,
  BUSINESS_SETTINGS_PATHS as PATHS,
  businessProfileAnswerSchema,
  saveBusinessProfileBodySchema,
  SIGNUP_TEMPLATES,
} from '../../contracts';
import { AppError } from '../../errors';
import { readBusinessProfile, saveBusinessProfile } from '../../repositories/business-profile';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { isOwnLogo } from './logo-address';

export const SETTINGS_TAGS = { tags: ['owner settings'], security: [{ bearerAuth: [] }] };
export const PURGES =
  "The storefront shows the change on the next page load: the host's server drops the site's rendered pages when it forwards a " +
  "successful save, and the business's cached catalogue answers are dropped. ";

/** The owner reads and saves the business profile: name, logo, contact details, address, GSTIN, template. */
export const businessProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (businessId: string, message: string) => {
    const data = await readBusinessProfile(app.db, businessId);
    if (!data) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
    return { message, data, templates: [...SIGNUP_TEMPLATES] };
  };

  app.get(
    PATHS.profile,
    {
      onRequest: app.requireOwner,
      schema: {
        ...SETTINGS_TAGS,
        summary: 'The business profile',
        description:
          "The owner's business: name, logo, contact details, address, GSTIN, template, subdomain and plan (premium is the platform's " +
          "setting, read-only here). Before the owner first saves, the contact details are the ones the site's footer shows. " +
          OWNER_ROUTE_ERRORS,
        response: { 200: businessProfileAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => answer(ownerOf(request).businessId, 'success'),
  );

  app.post(
    PATHS.profile,
    {
      onRequest: app.requireOwner,
      schema: {
        ...SETTINGS_TAGS,
        summary: 'Save the business profile',
        description:
          'Saves the whole profile. The site shows the name (and the header name, when it was the old name), the logo in its header ' +
          "and footer, and the contact details in the footer (its `Contact - Phone / Email / Address` entries). `logo`: null, the current " +
          `one, or an address from the owner's image upload for this site (else 400 "${M.logo}"). GSTIN: 15 characters with a valid ` +
          'state code (01-38), PAN and check character, or empty. Pincode: 6 digits or empty. Changing `template` changes only the ' +
          'renderer: pages and sections stay as the owner edited them. ' +
          PURGES +
          OWNER_ROUTE_ERRORS,
        body: saveBusinessProfileBodySchema,
        response: { 200: businessProfileAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const current = await readBusinessProfile(app.db, owner.businessId);
      if (!current) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
      const body = request.body;
      if (!isOwnLogo(app.fileStorage, owner.subdomain, body.logo, current.logo)) throw AppError.badRequest(`Invalid body: logo: ${M.logo}`);
      await saveBusinessProfile(app.db, owner.businessId, body, new Date(app.clock()));
      app.catalogueCache.invalidate(owner.businessId);
      return answer(owner.businessId, M.saved);
    },
  );
};
