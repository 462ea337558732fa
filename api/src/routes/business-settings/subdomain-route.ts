import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerOf } from '../../auth/auth-plugin';
import { BUSINESS_SETTINGS_MESSAGES as M, BUSINESS_SETTINGS_PATHS as PATHS, changeSubdomainAnswerSchema, changeSubdomainBodySchema, SIGNUP_MESSAGES } from '../../contracts';
import { AppError } from '../../errors';
import { moveSubdomain } from '../../repositories/business-profile';
import { subdomainTaken, suggestSubdomain } from '../../repositories/signup-repository';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';
import { PURGES, SETTINGS_TAGS } from './profile-routes';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * The owner moves the site to another subdomain, under the sign-up's rules. The owner's access token
 * names the business, not the host, so it stays valid; the browser's session lives on the old host name
 * (its storage and the refresh cookie), so the settings page ends it there and sends the owner to log in
 * at the new address.
 */
export const changeSubdomainRoute: FastifyPluginAsyncZod = async (app) => {
  const taken = async (subdomain: string) => new AppError(409, 'CONFLICT', SIGNUP_MESSAGES.subdomainTaken(await suggestSubdomain(app.db, subdomain)));

  app.post(
    PATHS.subdomain,
    {
      onRequest: app.requireOwner,
      schema: {
        ...SETTINGS_TAGS,
        summary: "Change the site's subdomain",
        description:
          'The sign-up\'s rules: 3-30 lower-case letters, digits and hyphens, not reserved (400); taken by another site: 409 CONFLICT ' +
          '"This subdomain is taken. Try <suggestion>." The same subdomain again writes nothing. From then on the site answers at the ' +
          'new address only, and the old one is free for others. ' +
          PURGES +
          OWNER_ROUTE_ERRORS,
        body: changeSubdomainBodySchema,
        response: { 200: changeSubdomainAnswerSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { subdomain } = request.body;
      if (subdomain === owner.subdomain) return { message: M.moved, subdomain };
      if (await subdomainTaken(app.db, subdomain)) throw await taken(subdomain);
      try {
        await moveSubdomain(app.db, owner.businessId, subdomain, new Date(app.clock()));
      } catch (error) {
        if (isUniqueViolation(error)) throw await taken(subdomain);
        throw error;
      }
      app.catalogueCache.invalidate(owner.businessId);
      return { message: M.moved, subdomain };
    },
  );
};
