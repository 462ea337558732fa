import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './crawler-files';
import { requestSite } from './request-site';
import type { SiteApi } from './site-api';
import { sitemapUrls, type SitemapLimits } from './sitemap-urls';

/** Crawlers fetch these a few times a day at most; five minutes keeps a busy site's API quiet. */
const CRAWLER_CACHE = 'public, max-age=300';

/**
 * Whether a business publishes a site under this subdomain, so its robots.txt may name a sitemap: a
 * name no business has is not written back. While the API cannot answer, the sitemap is named (it
 * answers 503 itself, and crawlers come back).
 */
async function isPublished(api: SiteApi, subdomain: string): Promise<boolean> {
  try {
    return (await api.page(subdomain, '/')).found;
  } catch {
    return true;
  }
}

/** robots.txt and sitemap.xml of the site the Host header names. */
export function registerCrawlerRoutes(app: FastifyInstance, api: SiteApi, defaultSubdomain: string, limits?: SitemapLimits): void {
  app.get('/robots.txt', async (request, reply) => {
    const site = requestSite(request, defaultSubdomain);
    return reply
      .header('Cache-Control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(site && (await isPublished(api, site.subdomain)) ? `${site.origin}/sitemap.xml` : null));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = requestSite(request, defaultSubdomain);
    if (!site) return reply.code(400).send({ message: 'Bad host' });
    let urls: string[] | null;
    try {
      urls = await sitemapUrls(api, site, limits);
    } catch (error) {
      // A 503 asks crawlers to come back later; an empty or partial sitemap would be taken as the truth.
      request.log.warn({ err: error }, 'sitemap unavailable');
      return reply.code(503).header('Retry-After', '120').send({ message: 'Sitemap temporarily unavailable' });
    }
    if (!urls) return reply.code(404).send({ message: 'Website not found' });
    return reply.header('Cache-Control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(sitemapXml(urls));
  });
}
