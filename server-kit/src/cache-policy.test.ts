/** @jest-environment node */
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/src_bootstrap_tsx.3f9a0c1b2d4e.js', IMMUTABLE],
    ['/dist/assets/logo.0123456789ab.svg', IMMUTABLE],
    ['/dist/vendors.0123456789ab.js.map', IMMUTABLE],
    ['/dist/src_bootstrap_tsx.3f9a0c1b2d4e.js.br', IMMUTABLE],
    ['/dist/main.3f9a0c1b2d4e.css.gz', IMMUTABLE],
    ['/dist/remoteEntry.js.br', REVALIDATE],
    ['/dist/mf-manifest.json.gz', REVALIDATE],
    ['/dist/main.js', REVALIDATE],
    ['/dist/remoteEntry.js', REVALIDATE],
    ['/dist/mf-manifest.json', REVALIDATE],
    ['/dist/index.html', REVALIDATE],
  ])('gives %s the header %s', (file, header) => {
    expect(cacheControlFor(file)).toBe(header);
  });
});
