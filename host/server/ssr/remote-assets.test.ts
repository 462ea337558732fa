/** @jest-environment node */
import { createRemoteAssets } from './remote-assets';

const manifest = {
  shared: [{ name: 'react', assets: { js: { sync: ['react.0123456789ab.js'], async: [] } } }],
  exposes: [
    {
      name: 'PageSections',
      assets: {
        js: { sync: ['sections.0123456789ab.js', 'react.0123456789ab.js'], async: ['gallery.0123456789ab.js'] },
        css: { sync: ['sections.0123456789ab.css'], async: ['cards.0123456789ab.css', 'sections.0123456789ab.css'] },
      },
    },
    { name: 'ProductListing', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } },
  ],
};

const ENTRY = 'http://demo.localhost:3001/remoteEntry.js';
const preload = (file: string) => `<link rel="preload" as="script" href="http://demo.localhost:3001/${file}">`;
const stylesheet = (file: string) => `<link rel="stylesheet" href="http://demo.localhost:3001/${file}">`;

describe('createRemoteAssets', () => {
  const fetchManifest = jest.fn(async () => Response.json(manifest));
  const assets = () => createRemoteAssets({ manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json', fetch: fetchManifest as typeof fetch });

  it('links each CSS file of a server-rendered module once and preloads the entry and the module’s own chunks', async () => {
    await expect(assets().headTags('PageSections', ENTRY, { serverRendered: true })).resolves.toBe(
      stylesheet('sections.0123456789ab.css') + stylesheet('cards.0123456789ab.css') + preload('remoteEntry.js') + preload('sections.0123456789ab.js'),
    );
  });

  it('leaves the CSS of lazily loaded parts to the remote when the browser renders the page', async () => {
    await expect(assets().headTags('PageSections', ENTRY, { serverRendered: false })).resolves.toBe(
      stylesheet('sections.0123456789ab.css') + preload('remoteEntry.js') + preload('sections.0123456789ab.js'),
    );
  });

  it('preloads only the entry for a module without files of its own or when the manifest cannot be read', async () => {
    await expect(assets().headTags('ProductListing', ENTRY, { serverRendered: true })).resolves.toBe(preload('remoteEntry.js'));
    const broken = createRemoteAssets({ manifestUrl: 'http://x/mf-manifest.json', fetch: (async () => new Response('no', { status: 502 })) as typeof fetch });
    await expect(broken.headTags('PageSections', ENTRY, { serverRendered: true })).resolves.toBe(preload('remoteEntry.js'));
  });
});
