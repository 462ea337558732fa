import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { resolveSite, type BusinessRow } from '../../repositories/page-repository';

const sites = new WeakMap<FastifyRequest, BusinessRow>();

/**
 * preHandler of the code calls: the site of the body's `subdomain` (404 WEBSITE_NOT_FOUND for none),
 * kept for the request, so the limits and the handler agree on one business.
 */
export function resolveLoginSite(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const { subdomain } = request.body as { subdomain: string };
    const site = await resolveSite(app.db, subdomain, app.config.defaultSubdomain);
    if (!site) throw AppError.notFound('WEBSITE_NOT_FOUND', 'Website not found');
    sites.set(request, site);
  };
}

/** The site `resolveLoginSite` found for this request. */
export function loginSiteOf(request: FastifyRequest): BusinessRow {
  const site = sites.get(request);
  if (!site) throw new Error('resolveLoginSite must run before this handler');
  return site;
}

/** The limit key of the body's phone on the request's site: one bucket per customer-to-be. */
export function phoneKey(request: FastifyRequest): string {
  const { countryCode, phoneNumber } = request.body as { countryCode: string; phoneNumber: string };
  return `${loginSiteOf(request).id}|${countryCode}${phoneNumber}`;
}
