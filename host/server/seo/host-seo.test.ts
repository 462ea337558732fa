/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aCatalogue, aCatalogueList, anAnswer, aPage, aProduct, aSection, ACCOUNT_TYPE_ID } from 'shared/testing';
import { buildHostApp } from '../host-app';

/** The built index.html as production minifies it: the placeholder comment is gone. */
const SHELL = '<!doctype html><html lang=en-IN><head><meta charset=utf-8><title>Loading…</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
const DEMO = { host: 'demo.localhost:3000' };
/** Every document also carries the browser's run-time configuration (federation-head.ts), checked elsewhere. */
const withoutRuntimeConfig = (html: string) => html.replace(/<script type="application\/json" id="runtime-config">.*?<\/script>/, '');

function siteAnswer(keyValue: string, customRoute: string, title: string, description = '') {
  const sections =
    keyValue === 'home'
      ? [
          aSection('Banner', [
            { key: 'Image', value: '/uploads/demo/banners/hidden.svg', type: 'image', status: 'hide', label: 'Old sale' },
            // link previews draw no SVG: a shown SVG banner is passed over for the next raster
            { key: 'Image', value: '/uploads/demo/banners/drawing.svg', type: 'image', status: 'show', label: 'A drawing' },
            { key: 'Image', value: '/uploads/demo/banners/0123456789abcdef-1600x600.jpg', type: 'image', status: 'show', label: 'Festive silk sarees' },
          ]),
        ]
      : [];
  return {
    ...anAnswer(aPage(sections, { keyValue, customRoute, title, description })),
    businessName: 'Kaveri Handlooms & Home',
    logo: '/uploads/demo/brand/fedcba9876543210-256x256.png',
    footerSection: aSection('Footer', [{ key: 'Description', value: 'Handwoven sarees,\nhome decor & spices.' }]),
    pages: [
      { keyValue: 'home', customRoute: '/', title: 'Kaveri Handlooms & Home' },
      { keyValue: 'products', customRoute: '/products', title: 'Shop' },
      { keyValue: 'product-details', customRoute: '/product-details', title: 'Product details' },
      { keyValue: 'cart', customRoute: '/cart', title: 'Shopping Cart' },
      { keyValue: 'about', customRoute: '/about', title: 'About Us' },
    ],
  };
}

const PAGES: Record<string, ReturnType<typeof siteAnswer>> = {
  '/': siteAnswer('home', '/', 'Kaveri Handlooms & Home'),
  '/products': siteAnswer('products', '/products', 'Shop'),
  '/product-details': siteAnswer('product-details', '/product-details', 'Product details'),
  '/cart': siteAnswer('cart', '/cart', 'Shopping Cart'),
  '/about': siteAnswer('about', '/about', 'About Us', 'Handloom stories from the banks of the Kaveri.'),
};

const SAREE = aProduct({
  slug: 'kanjivaram-silk-saree',
  name: 'Kanjivaram "Temple" Silk Saree',
  description: 'Pure silk </script><script>alert(1)</script> woven in Kanchipuram.',
  images: ['/uploads/demo/products/1111111111111111-800x800.jpg', '/uploads/demo/products/2222222222222222-800x800.jpg'],
  pricing: { basePrice: 12500, salePrice: 10000, taxApplicable: true, taxRate: 5 },
  inventory: { stockStatus: 'Low Stock' },
});
const CATALOGUE_PRODUCTS: Product[] = [SAREE, aProduct({ slug: 'brass-diya' }), aProduct({ slug: 'cardamom' })];

describe('the host server, for search engines and link previews', () => {
  let root: string;
  let upstream: FastifyInstance;
  let host: FastifyInstance;
  const calls: string[] = [];
  let apiDown = false;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'host-seo-'));
    writeFileSync(join(root, 'index.html'), SHELL);
    upstream = Fastify();
    upstream.addHook('onRequest', async (request, reply) => {
      calls.push(request.url);
      if (apiDown) return reply.code(500).send({ message: 'boom' });
    });
    upstream.get(API_PATHS.page, async (request, reply) => {
      const { subdomain, customRoute } = request.query as { subdomain: string; customRoute: string };
      const answer = subdomain === 'demo' ? PAGES[customRoute] : undefined;
      return answer ?? reply.code(404).send({ message: 'Page not found', code: 'PAGE_NOT_FOUND' });
    });
    upstream.get(API_PATHS.productDetails, async (request, reply) => {
      const { slug } = request.query as { slug: string };
      const product = CATALOGUE_PRODUCTS.find((p) => p.slug === slug);
      return product ? { message: 'success', data: product } : reply.code(404).send({ message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    });
    upstream.get(API_PATHS.cataloguesByAccount, async () =>
      aCatalogueList([aCatalogue({ slug: 'sarees-apparel', name: 'Sarees & Apparel', description: 'Silks and cottons.', image: '/uploads/demo/catalogues/3333333333333333-800x800.jpg' })]),
    );
    upstream.get(API_PATHS.products, async (request) => {
      const { page, limit } = request.query as { page: string; limit: string };
      const size = Math.ceil(CATALOGUE_PRODUCTS.length / Number(limit));
      const data = CATALOGUE_PRODUCTS.slice((Number(page) - 1) * Number(limit), Number(page) * Number(limit));
      return { message: 'success', data, size, total: CATALOGUE_PRODUCTS.length, maxSalePrice: 12500 };
    });
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const { port } = upstream.server.address() as AddressInfo;
    host = await buildHostApp({
      root,
      apiUrl: `http://127.0.0.1:${port}`,
      env: { DEFAULT_SUBDOMAIN: 'demo' },
      logger: false,
      seo: { ttlMs: 60_000, sitemap: { pageSize: 2, maxProducts: 100 } },
    });
  });

  afterAll(async () => {
    await host.close();
    await upstream.close();
    rmSync(root, { recursive: true, force: true });
  });

  beforeEach(() => {
    apiDown = false;
  });

  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const metaContent = (html: string, attribute: string) =>
    new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)">`).exec(html)?.[1];

  it('asks the API once for a page crawled again and again, with the subdomain from the Host header', async () => {
    calls.length = 0;
    for (let i = 0; i < 5; i += 1) await host.inject({ url: '/product-details?name=brass-diya', headers: { host: 'www.demo.localhost:3000' } });
    expect(calls.filter((url) => url.startsWith(API_PATHS.page))).toEqual([
      `${API_PATHS.page}?subdomain=demo&customRoute=%2Fproduct-details&viewMode=desktop`,
    ]);
    expect(calls.filter((url) => url.startsWith(API_PATHS.productDetails))).toEqual([
      `${API_PATHS.productDetails}?accountTypeId=${ACCOUNT_TYPE_ID}&slug=brass-diya`,
    ]);
  });

  it('gives the home page its title, description, canonical, Open Graph and Twitter tags before any script', async () => {
    const response = await host.inject({ url: '/?chat=open', headers: DEMO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = head(response.body);
    expect(html).toContain('<title>Kaveri Handlooms &amp; Home</title>');
    expect(html).not.toContain('Loading…');
    expect(metaContent(html, 'description')).toBe('Handwoven sarees, home decor &amp; spices.');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:3000/">');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe('http://demo.localhost:3000/');
    expect(metaContent(html, 'og:site_name')).toBe('Kaveri Handlooms &amp; Home');
    // the JPEG variant nearest 1280 px of the banner's rendition, with its size
    expect(metaContent(html, 'og:image')).toBe('http://demo.localhost:3000/uploads/demo/banners/0123456789abcdef-1600x600-1280w.jpg');
    expect(metaContent(html, 'og:image:width')).toBe('1280');
    expect(metaContent(html, 'og:image:height')).toBe('480');
    expect(metaContent(html, 'og:image:alt')).toBe('Festive silk sarees');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('application/ld+json');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('<script'));
  });

  it('titles an inner page with the page and the business, and uses its own description', async () => {
    const response = await host.inject({ url: '/About/', headers: DEMO });
    const html = head(response.body);
    expect(html).toContain('<title>About Us | Kaveri Handlooms &amp; Home</title>');
    expect(metaContent(html, 'description')).toBe('Handloom stories from the banks of the Kaveri.');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:3000/about">');
    // No picture on the page: the logo stands in.
    expect(metaContent(html, 'og:image')).toBe('http://demo.localhost:3000/uploads/demo/brand/fedcba9876543210-256x256.png');
  });

  it('shows a product link with its name, image and tax-inclusive price, and JSON-LD search engines can read', async () => {
    const response = await host.inject({ url: '/product-details?name=kanjivaram-silk-saree&chat=open&source=direct_buy', headers: DEMO });
    expect(response.statusCode).toBe(200);
    const html = head(response.body);
    expect(html).toContain('<title>Kanjivaram &quot;Temple&quot; Silk Saree | Kaveri Handlooms &amp; Home</title>');
    expect(metaContent(html, 'og:title')).toBe('Kanjivaram &quot;Temple&quot; Silk Saree');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:description')).toMatch(/^₹10,500\.00 · Pure silk &lt;\/script&gt;/);
    expect(metaContent(html, 'og:image')).toBe('http://demo.localhost:3000/uploads/demo/products/1111111111111111-800x800.jpg');
    expect(metaContent(html, 'product:price:amount')).toBe('10500.00');
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:data1')).toBe('₹10,500.00');
    const canonical = 'http://demo.localhost:3000/product-details?name=kanjivaram-silk-saree';
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);

    // The description's </script> cannot end the JSON-LD block early.
    expect(withoutRuntimeConfig(response.body).match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Kanjivaram "Temple" Silk Saree',
      description: SAREE.description,
      image: ['http://demo.localhost:3000/uploads/demo/products/1111111111111111-800x800.jpg', 'http://demo.localhost:3000/uploads/demo/products/2222222222222222-800x800.jpg'],
      sku: SAREE._id,
      brand: { name: 'Kaveri Handlooms & Home' },
      url: canonical,
      offers: { price: '10500.00', priceCurrency: 'INR', availability: 'https://schema.org/LimitedAvailability', url: canonical },
    });
  });

  it('names a catalogue listing after the catalogue', async () => {
    const html = head((await host.inject({ url: '/products?catalogue=sarees-apparel&page=1', headers: DEMO })).body);
    expect(html).toContain('<title>Sarees &amp; Apparel | Kaveri Handlooms &amp; Home</title>');
    expect(metaContent(html, 'description')).toBe('Silks and cottons.');
    expect(html).toContain('<link rel="canonical" href="http://demo.localhost:3000/products?catalogue=sarees-apparel">');
    expect(metaContent(html, 'og:image')).toBe('http://demo.localhost:3000/uploads/demo/catalogues/3333333333333333-800x800.jpg');
  });

  it('keeps a visitor’s own pages out of search results', async () => {
    const html = head((await host.inject({ url: '/cart', headers: DEMO })).body);
    expect(metaContent(html, 'robots')).toBe('noindex');
  });

  it('answers the owner login, sign-up, confirmation, inbox, back-office, logout and order tracking screens with the shell, 200 and noindex', async () => {
    const backOffice = ['/owner/settings', '/owner/chat-settings', '/owner/orders/ord_1'];
    for (const url of ['/owner', '/owner/inbox', '/owner/inbox/', '/owner/signup', '/owner/confirm?token=abc', '/logout', '/track-order?order=KS-1042', ...backOffice]) {
      const response = await host.inject({ url, headers: DEMO });
      expect(response.statusCode).toBe(200);
      expect(metaContent(response.body, 'robots')).toBe('noindex');
    }
  });

  it('answers an unknown page or product with the shell, 404 and noindex, for the app to draw its not-found screen', async () => {
    for (const url of ['/no-such-page', '/product-details?name=no-such-product', '/product-details']) {
      const response = await host.inject({ url, headers: DEMO });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<script defer src=/main.js>');
      expect(metaContent(response.body, 'robots')).toBe('noindex');
    }
  });

  it('escapes whatever the Host header brings and refuses to build addresses from a malformed one', async () => {
    const response = await host.inject({ url: '/', headers: { host: 'demo.localhost:3000"><script>x</script>' } });
    expect(response.statusCode).toBe(200);
    expect(withoutRuntimeConfig(response.body)).toBe(SHELL);
  });

  it('serves the plain shell, never a 5xx, when the API fails', async () => {
    apiDown = true;
    const response = await host.inject({ url: '/about-us-when-down', headers: DEMO });
    expect(response.statusCode).toBe(200);
    expect(withoutRuntimeConfig(response.body)).toBe(SHELL);
  });

  it('serves robots.txt that allows everything and names the sitemap', async () => {
    const response = await host.inject({ url: '/robots.txt', headers: DEMO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('User-agent: *\nAllow: /\n\nSitemap: http://demo.localhost:3000/sitemap.xml\n');
  });

  it('lists pages, catalogues and every published product, across listing pages, in sitemap.xml', async () => {
    const response = await host.inject({ url: '/sitemap.xml', headers: DEMO });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://demo.localhost:3000/',
      'http://demo.localhost:3000/products',
      'http://demo.localhost:3000/about',
      'http://demo.localhost:3000/products?catalogue=sarees-apparel',
      'http://demo.localhost:3000/product-details?name=kanjivaram-silk-saree',
      'http://demo.localhost:3000/product-details?name=brass-diya',
      'http://demo.localhost:3000/product-details?name=cardamom',
    ]);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('answers 404 for the sitemap of an unknown site and 503 while the API is down', async () => {
    expect((await host.inject({ url: '/sitemap.xml', headers: { host: 'nobody.localhost:3000' } })).statusCode).toBe(404);
    apiDown = true;
    const down = await host.inject({ url: '/sitemap.xml', headers: { host: 'other.localhost:3000' } });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('120');
  });

  it.each(['/', '/product-details?name=kanjivaram-silk-saree', '/robots.txt', '/sitemap.xml', '/runtime-config.json'])(
    'answers %s for a host name it does not serve with 421, reflecting nothing of it',
    async (url) => {
      for (const name of ['demo.attacker.example', 'attacker.example', 'demo.localhost.attacker.example']) {
        const response = await host.inject({ url, headers: { host: `${name}:3000` } });
        expect(response.statusCode).toBe(421);
        expect(response.body).not.toContain('attacker');
      }
    },
  );

  it("names no sitemap in an unknown business's robots.txt", async () => {
    const response = await host.inject({ url: '/robots.txt', headers: { host: 'nobody.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('User-agent: *\nAllow: /\n');
  });

  it('serves the sites of the domains in SITE_DOMAINS, and localhost and IP addresses as the default site', async () => {
    const { port } = upstream.server.address() as AddressInfo;
    const served = await buildHostApp({ root, apiUrl: `http://127.0.0.1:${port}`, env: { SITE_DOMAINS: 'shops.example.in' }, logger: false });
    try {
      const page = await served.inject({ url: '/', headers: { host: 'demo.shops.example.in' } });
      expect(page.statusCode).toBe(200);
      expect(metaContent(page.body, 'og:image')).toMatch(/^http:\/\/demo\.shops\.example\.in\/uploads\/demo\/banners\//);
      for (const host of ['127.0.0.1:3000', '[::1]:3000', 'localhost:3000', 'shops.example.in']) {
        expect((await served.inject({ url: '/robots.txt', headers: { host } })).statusCode).toBe(200);
      }
      expect((await served.inject({ url: '/', headers: { host: 'demo.localhost:3000' } })).statusCode).toBe(421);
    } finally {
      await served.close();
    }
  });
});
