/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import type { PageAnswer } from 'shared';
import { createFederationHead } from './federation-head';
import type { PageDocument } from './seo/document-renderer';

const CONFIG = {
  remotes: { storefront: 'http://demo.localhost:3001/remoteEntry.js', chat: 'http://demo.localhost:3002/remoteEntry.js', checkout: 'http://demo.localhost:3003/remoteEntry.js' },
  defaultSubdomain: 'demo',
};
const MANIFEST = {
  shared: [],
  exposes: [
    { name: 'DesktopProductListing', assets: { js: { sync: ['listing.0123456789ab.js'], async: [] }, css: { sync: ['listing.0123456789ab.css'], async: [] } } },
    { name: 'MobileProductListing', assets: { js: { sync: ['phone.0123456789ab.js'], async: [] }, css: { sync: ['phone.0123456789ab.css'], async: [] } } },
  ],
};
const SHELL = '<html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const pageOfType = (keyValue: string) => ({ websitePage: { keyValue, templateId: { slug: 'e-commerce-catalogue' } } }) as unknown as PageAnswer;

describe('createFederationHead', () => {
  const fetchManifest = jest.fn(async () => Response.json(MANIFEST));
  const head = createFederationHead({ storefrontManifestUrl: 'http://127.0.0.1:3001/mf-manifest.json', browserConfig: () => CONFIG, fetch: fetchManifest as typeof fetch });
  const fromAgent = (agent: string) => ({ headers: { 'user-agent': agent } }) as FastifyRequest;
  const desktop = fromAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
  const phone = fromAgent('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36');
  const serve = async (document: PageDocument, request = desktop) => (await head(request, document)).html;
  const serverRendered = SHELL.replace('</body>', '<script type="application/json" id="server-state">{}</script></body>');

  it('preloads the storefront’s entry for a page it draws in the browser and embeds the configuration', async () => {
    const html = await serve({ html: SHELL, page: pageOfType('products') });
    expect(html).toContain('<link rel="preload" as="script" href="http://demo.localhost:3001/remoteEntry.js"></head>');
    expect(html).toContain(`<script type="application/json" id="runtime-config">${JSON.stringify(CONFIG)}</script></body>`);
    expect(html).not.toContain('listing.0123456789ab');
  });

  it('links the module’s stylesheets in a server-rendered page, and preloads no script there', async () => {
    const html = await serve({ html: serverRendered, page: pageOfType('products') });
    expect(html).toContain('<link rel="stylesheet" href="http://demo.localhost:3001/listing.0123456789ab.css"></head>');
    expect(html).not.toContain('rel="preload"');
  });

  it('links the stylesheets of the module a phone is drawn with when the request comes from a phone', async () => {
    const html = await serve({ html: serverRendered, page: pageOfType('products') }, phone);
    expect(html).toContain('<link rel="stylesheet" href="http://demo.localhost:3001/phone.0123456789ab.css"></head>');
    expect(html).not.toContain('listing.0123456789ab');
  });

  it('names no remote for a page another remote draws, a missing page or a document without a page answer', async () => {
    for (const document of [{ html: SHELL, page: pageOfType('cart') }, { html: SHELL, page: pageOfType('products'), statusCode: 404 }, { html: SHELL }]) {
      const html = await serve(document);
      expect(html).not.toContain('rel="preload"');
      expect(html).toContain('id="runtime-config"');
    }
  });
});
