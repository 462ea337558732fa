/**
 * @jest-environment node
 */
// The trimmed router and MobX (this folder's react-router-dom.mjs and mobx.mjs) must fall in the named
// chunks the federation manifest lists as those shared modules; a path the chunk rules no longer match
// leaves them in an unlisted chunk that the first screen loads besides (the bench counts it as the host's).
import { join } from 'node:path';
import { createAppConfig } from './webpack-app.cjs';

type CacheGroup = { test: RegExp };

function cacheGroups(): Record<string, CacheGroup> {
  const config = createAppConfig({ dir: join(__dirname, '..', '..', 'host'), name: 'host', port: 3000 })({}, { mode: 'production' });
  return (config.optimization?.splitChunks as { cacheGroups: Record<string, CacheGroup> }).cacheGroups;
}

describe('the shared singletons chunks', () => {
  it.each([
    ['sharedRouter', 'react-router-dom.mjs'],
    ['sharedMobx', 'mobx.mjs'],
  ])('%s takes this folder’s %s', (group, file) => {
    expect(cacheGroups()[group]?.test.test(join(__dirname, file))).toBe(true);
  });
});
