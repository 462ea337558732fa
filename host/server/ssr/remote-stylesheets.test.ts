/** @jest-environment node */
import { createRemoteStylesheets } from './remote-stylesheets';

const manifest = {
  exposes: [
    {
      name: 'PageSections',
      assets: { css: { sync: ['sections.0123456789ab.css', 'cards.0123456789ab.css'], async: ['edit-mode.0123456789ab.css', 'sections.0123456789ab.css'] } },
    },
    { name: 'ProductListing', assets: { css: { sync: [], async: [] } } },
  ],
};

describe('createRemoteStylesheets', () => {
  const fetchManifest = jest.fn(async () => Response.json(manifest));
  const stylesheets = () => createRemoteStylesheets({ manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json', fetch: fetchManifest as typeof fetch });

  it('links the exposed module’s own CSS files, where the browser loads the remote, and none of its lazily loaded parts', async () => {
    await expect(stylesheets().links('PageSections', 'http://demo.localhost:3001/')).resolves.toBe(
      '<link rel="stylesheet" href="http://demo.localhost:3001/sections.0123456789ab.css">' +
        '<link rel="stylesheet" href="http://demo.localhost:3001/cards.0123456789ab.css">',
    );
  });

  it('adds nothing for a module without CSS (style-loader builds) or when the manifest cannot be read', async () => {
    await expect(stylesheets().links('ProductListing', 'http://demo.localhost:3001/')).resolves.toBe('');
    const broken = createRemoteStylesheets({ manifestUrl: 'http://x/mf-manifest.json', fetch: (async () => new Response('no', { status: 502 })) as typeof fetch });
    await expect(broken.links('PageSections', 'http://demo.localhost:3001/')).resolves.toBe('');
  });
});
