import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import {
  CUSTOM_DOMAIN_MESSAGES,
  CUSTOM_DOMAIN_PATHS,
  customDomainAnswerSchema,
  customDomainSchema,
  setCustomDomainBodySchema,
  siteByDomainAnswerSchema,
  siteByDomainQuerySchema,
} from '../../contracts';
import { ownerOf } from '../../auth/auth-plugin';
import { businesses } from '../../db/schema';
import { AppError } from '../../errors';
import { errorAnswers } from '../error-answers';

const taken = () => new AppError(409, 'CONFLICT', CUSTOM_DOMAIN_MESSAGES.taken);
/** PostgreSQL's unique_violation: another business took the domain between the check and the write. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown; cause?: { code?: unknown } })?.code === '23505' || (error as { cause?: { code?: unknown } })?.cause?.code === '23505';

/**
 * A business's own domain. The owner sets it (or clears it with null) for the token's business only;
 * one domain names one business (409 CONFLICT otherwise). The host's server asks which site a host name
 * it does not know names, and serves that site there, or answers 421 when none does.
 */
export const customDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CUSTOM_DOMAIN_PATHS.set,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['site'],
        summary: "Set the business's custom domain",
        description:
          'Owner token. Body `{ customDomain }`: a domain name (`shop.example.in`; stored lower case, without `www.` or a trailing dot) ' +
          'or null to serve none. The domain must point at the host (DNS) to be reached. 409 CONFLICT when another business has it.',
        security: [{ bearerAuth: [] }],
        body: setCustomDomainBodySchema,
        response: { 200: customDomainAnswerSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { businessId } = ownerOf(request);
      const { customDomain } = request.body;
      const [current] = await app.db.select({ customDomain: businesses.customDomain }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
      // the same setting again writes nothing
      if (current?.customDomain === customDomain) return { message: 'success' as const, customDomain };
      if (customDomain !== null) {
        const [other] = await app.db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.customDomain, customDomain), ne(businesses.id, businessId)))
          .limit(1);
        if (other) throw taken();
      }
      try {
        await app.db.update(businesses).set({ customDomain, updatedAt: new Date(app.clock()) }).where(eq(businesses.id, businessId));
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return { message: 'success' as const, customDomain };
    },
  );

  app.get(
    CUSTOM_DOMAIN_PATHS.site,
    {
      schema: {
        tags: ['site'],
        summary: 'The site a custom domain names',
        description:
          'Public (the host\'s server asks it for host names it does not know). 404 WEBSITE_NOT_FOUND when no business has the domain; ' +
          '400 VALIDATION_ERROR for what is no host name.',
        querystring: siteByDomainQuerySchema,
        response: { 200: siteByDomainAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request) => {
      const parsed = customDomainSchema.safeParse(request.query.domain);
      const notFound = () => AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
      if (!parsed.success) throw notFound();
      const [site] = await app.db
        .select({ id: businesses.id, subdomain: businesses.subdomain })
        .from(businesses)
        .where(eq(businesses.customDomain, parsed.data))
        .limit(1);
      if (!site) throw notFound();
      return { message: 'success' as const, subdomain: site.subdomain, accountTypeId: site.id };
    },
  );
};
