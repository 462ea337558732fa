/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, CUSTOM_DOMAIN_PATHS } from 'shared/constants';
import { aCatalogueList, anAnswer, aPage, aProduct, aSection, ACCOUNT_TYPE_ID } from 'shared/testing';
import { hostOverUpstream, type HostOverUpstream } from './host-test-kit';

const SHELL = '<!doctype html><html lang=en-IN><head><meta charset=utf-8><title>Loading…</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const DOMAIN = 'shop.kaveri-silks.in';
const BANNER = '/uploads/demo/banners/0123456789abcdef-1600x600.jpg';

const home = {
  ...anAnswer(aPage([aSection('Banner', [{ key: 'Image', value: BANNER, type: 'image', status: 'show', label: 'Festive silk sarees' }])], { keyValue: 'home', customRoute: '/', title: 'Kaveri Handlooms & Home' })),
  businessName: 'Kaveri Handlooms & Home',
  pages: [{ keyValue: 'home', customRoute: '/', title: 'Kaveri Handlooms & Home' }],
};

/**
 * A business's own domain on the host: served as that business's site (every absolute address on that
 * domain) once the API names the business, any other host name still refused with 421; the API is asked
 * once per name for a while, not once per request.
 */
describe('the host server on a custom domain', () => {
  let site: HostOverUpstream;
  let host: FastifyInstance;
  const calls: string[] = [];
  let apiDown = false;

  beforeAll(async () => {
    site = await hostOverUpstream({
      files: { 'index.html': SHELL },
      env: { DEFAULT_SUBDOMAIN: 'demo', SITE_DOMAINS: 'shops.example.in' },
      seo: { ttlMs: 60_000 },
      routes: (upstream) => {
        upstream.addHook('onRequest', async (request, reply) => {
          calls.push(request.url);
          if (apiDown) return reply.code(500).send({ message: 'boom' });
        });
        upstream.get(CUSTOM_DOMAIN_PATHS.site, async (request, reply) => {
          const { domain } = request.query as { domain: string };
          return domain === DOMAIN
            ? { message: 'success', subdomain: 'demo', accountTypeId: ACCOUNT_TYPE_ID }
            : reply.code(404).send({ message: 'Website not found', code: 'WEBSITE_NOT_FOUND' });
        });
        upstream.get(API_PATHS.page, async (request, reply) => {
          const { subdomain, customRoute } = request.query as { subdomain: string; customRoute: string };
          return subdomain === 'demo' && customRoute === '/' ? home : reply.code(404).send({ message: 'Page not found', code: 'PAGE_NOT_FOUND' });
        });
        upstream.get(API_PATHS.cataloguesByAccount, async () => aCatalogueList([]));
        upstream.get(API_PATHS.products, async () => ({ message: 'success', data: [aProduct({ slug: 'brass-diya' })], size: 1, total: 1, maxSalePrice: 100 }));
      },
    });
    host = site.host;
  });

  afterAll(() => site.close());

  beforeEach(() => {
    apiDown = false;
    calls.length = 0;
  });

  const metaContent = (html: string, attribute: string) => new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)">`).exec(html)?.[1];

  it("serves the business's page on its domain, every address on that domain", async () => {
    const page = await host.inject({ url: '/', headers: { host: DOMAIN } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Kaveri Handlooms &amp; Home</title>');
    expect(metaContent(page.body, 'og:image')).toBe(`http://${DOMAIN}${BANNER.replace('.jpg', '-1280w.jpg')}`);
    expect(metaContent(page.body, 'og:url')).toBe(`http://${DOMAIN}/`);
    expect(calls).toContain(`${API_PATHS.page}?subdomain=demo&customRoute=%2F&viewMode=desktop`);
  });

  it('names the sitemap on the domain in robots.txt, and lists the pages there', async () => {
    const robots = await host.inject({ url: '/robots.txt', headers: { host: `www.${DOMAIN}` } });
    expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: http://www.${DOMAIN}/sitemap.xml\n`);
    const sitemap = await host.inject({ url: '/sitemap.xml', headers: { host: DOMAIN } });
    expect(sitemap.statusCode).toBe(200);
    expect([...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`http://${DOMAIN}/`, `http://${DOMAIN}/product-details?name=brass-diya`]);
  });

  it("tells the browser which site the domain names, in its run-time configuration", async () => {
    const config = await host.inject({ url: '/runtime-config.json', headers: { host: DOMAIN } });
    expect(config.json()).toMatchObject({ siteSubdomain: 'demo' });
    const page = await host.inject({ url: '/about', headers: { host: DOMAIN } });
    expect(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page.body)?.[1]).toContain('"siteSubdomain":"demo"');
    // a subdomain's page needs none: the browser reads its site from the host name
    const onSubdomain = await host.inject({ url: '/runtime-config.json', headers: { host: 'demo.shops.example.in' } });
    expect(onSubdomain.json()).not.toHaveProperty('siteSubdomain');
  });

  it.each(['/', '/robots.txt', '/sitemap.xml', '/runtime-config.json'])('answers %s for a domain no business has with 421, reflecting nothing of it', async (url) => {
    for (const name of ['attacker.example', 'shop.kaveri-silks.in.attacker.example']) {
      const response = await host.inject({ url, headers: { host: name } });
      expect(response.statusCode).toBe(421);
      expect(response.body).not.toContain('attacker');
    }
  });

  it('asks the API once per host name for a while, whether a business has it or not', async () => {
    for (let i = 0; i < 5; i += 1) {
      await host.inject({ url: '/robots.txt', headers: { host: 'cached.example.in' } });
      await host.inject({ url: '/robots.txt', headers: { host: DOMAIN } });
    }
    const lookups = calls.filter((url) => url.startsWith(CUSTOM_DOMAIN_PATHS.site));
    expect(lookups.filter((url) => url.includes('cached.example.in'))).toHaveLength(1);
    expect(lookups.filter((url) => url.includes(DOMAIN)).length).toBeLessThanOrEqual(1);
  });

  it('answers 503 (never cached) while the API cannot say whose a domain is, and serves it once the API is back', async () => {
    apiDown = true;
    const down = await host.inject({ url: '/', headers: { host: 'new.kaveri-silks.in' } });
    expect(down.statusCode).toBe(503);
    expect(down.headers['cache-control']).toBe('no-store');
    apiDown = false;
    expect((await host.inject({ url: '/', headers: { host: 'new.kaveri-silks.in' } })).statusCode).toBe(421);
  });

  it('never asks the API about the subdomains of SITE_DOMAINS, localhost or addresses', async () => {
    for (const name of ['demo.shops.example.in', 'shops.example.in', 'localhost:3000', '127.0.0.1:3000']) {
      expect((await host.inject({ url: '/robots.txt', headers: { host: name } })).statusCode).toBe(200);
    }
    expect(calls.filter((url) => url.startsWith(CUSTOM_DOMAIN_PATHS.site))).toEqual([]);
  });
});
