import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { E2E_PORTS } from './support/ports';

interface Variant {
  stock: number;
}
interface ListedProduct {
  _id: string;
  slug: string;
  name: string;
  description: string;
  images: string[];
  variants: Variant[];
  pricing: { basePrice: number; salePrice: number | null; taxApplicable: boolean; taxRate: number; priceVisible: boolean };
  inventory: { stockStatus: string };
}
interface ProductList {
  data: ListedProduct[];
  size: number;
}

const PRODUCTS_PATH = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const ORIGIN = `http://demo.localhost:${E2E_PORTS.host}`;

/**
 * The document a crawler or a link-preview bot receives: no browser, no script. Node cannot resolve
 * `*.localhost`, so the request goes to 127.0.0.1 and names the site in its Host header, as a
 * crawler's request does.
 */
async function fetchDocument(request: APIRequestContext, path: string) {
  const response = await request.get(`http://127.0.0.1:${E2E_PORTS.host}${path}`, { headers: { host: `demo.localhost:${E2E_PORTS.host}` } });
  return { status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text() };
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, key: string) => {
  const value = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};
const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? '');

test.describe('what search engines and link previews read', () => {
  test('the home page carries its title, description, canonical and Open Graph tags without running a script', async ({ request }) => {
    const answer = await fetchPage('demo');
    const { status, type, body } = await fetchDocument(request, '/?chat=open');
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    const head = headOf(body);
    expect(titleOf(head)).toBe(answer.businessName);
    expect(metaOf(head, 'description')?.length).toBeGreaterThan(20);
    expect(canonicalOf(head)).toBe(`${ORIGIN}/`);
    expect(metaOf(head, 'og:title')).toBe(answer.businessName);
    expect(metaOf(head, 'og:site_name')).toBe(answer.businessName);
    expect(metaOf(head, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:description')).toBe(metaOf(head, 'description'));
    expect(metaOf(head, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/uploads/`));
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  });

  test('a product page names the product, its picture and its price with tax, and says so in JSON-LD', async ({ request }) => {
    const answer = await fetchPage('demo');
    const list = await apiGet<ProductList>(PRODUCTS_PATH, { accountTypeId: answer.websitePage.accountTypeId, onSale: 'true', limit: 100 });
    // A taxed item on sale without variants: the price is the spec's own arithmetic, sale x (1 + rate/100).
    const product = list.data.find((p) => p.variants.length === 0 && p.pricing.priceVisible && p.pricing.taxApplicable && p.pricing.taxRate > 0);
    if (!product) throw new Error('the demo catalogue has no taxed item on sale');
    const sale = product.pricing.salePrice ?? 0;
    const expectedPrice = (Math.round(sale * (1 + product.pricing.taxRate / 100) * 100) / 100).toFixed(2);

    const { status, body } = await fetchDocument(request, `/product-details?name=${product.slug}&chat=open`);
    expect(status).toBe(200);
    const head = headOf(body);
    const url = `${ORIGIN}/product-details?name=${product.slug}`;
    expect(titleOf(head)).toBe(`${product.name} | ${answer.businessName}`);
    expect(canonicalOf(head)).toBe(url);
    expect(metaOf(head, 'og:title')).toBe(product.name);
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:url')).toBe(url);
    expect(metaOf(head, 'og:image')).toBe(`${ORIGIN}${product.images[0]}`);
    expect(metaOf(head, 'product:price:amount')).toBe(expectedPrice);
    expect(metaOf(head, 'description')).toMatch(/^₹[\d,]+\.\d\d · /);

    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product._id,
      brand: { name: answer.businessName },
      url,
      offers: { '@type': 'Offer', price: expectedPrice, priceCurrency: 'INR', url },
    });
    expect(data.image).toEqual(product.images.map((image) => `${ORIGIN}${image}`));
    expect((data.offers as { availability: string }).availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/);
  });

  test('a product that does not exist is a 404 the app still draws', async ({ request }) => {
    const { status, body } = await fetchDocument(request, '/product-details?name=no-such-product');
    expect(status).toBe(404);
    expect(metaOf(headOf(body), 'robots')).toBe('noindex');
    expect(body).toContain('main.js');
  });

  test('robots.txt allows everything and names the sitemap; sitemap.xml lists pages, catalogues and products', async ({ request }) => {
    const robots = await fetchDocument(request, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('User-agent: *\nAllow: /');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await fetchDocument(request, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/contact`);
    expect(locs).not.toContain(`${ORIGIN}/cart`);
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/products?catalogue=`))).toBe(true);

    const answer = await fetchPage('demo');
    const all = await apiGet<ProductList & { total: number }>(PRODUCTS_PATH, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
    const productLocs = locs.filter((loc) => loc.startsWith(`${ORIGIN}/product-details?name=`));
    expect(productLocs).toHaveLength(all.total);
    for (const product of all.data.slice(0, 10)) expect(productLocs).toContain(`${ORIGIN}/product-details?name=${product.slug}`);
  });
});
