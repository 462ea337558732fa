/**
 * @jest-environment node
 */
// The shared libraries (React, this folder's trimmed router and MobX, mobx-react-lite) must fall in the
// named chunk the federation manifest lists as those shared modules; a path the chunk rule no longer
// matches leaves them in an unlisted chunk that the first screen loads besides (the bench counts it as the host's).
import { join } from 'node:path';
import { createAppConfig } from './webpack-app.cjs';

type CacheGroup = { test: RegExp };

function cacheGroups(): Record<string, CacheGroup> {
  const config = createAppConfig({ dir: join(__dirname, '..', '..', 'host'), name: 'host', port: 3000 })({}, { mode: 'production' });
  return (config.optimization?.splitChunks as { cacheGroups: Record<string, CacheGroup> }).cacheGroups;
}

describe('the shared libraries chunk', () => {
  const node = (file: string) => join('/app', 'node_modules', file);

  it.each([
    join(__dirname, 'react-router-dom.mjs'),
    join(__dirname, 'mobx.mjs'),
    node('react/cjs/react.production.js'),
    node('react/jsx-runtime.js'),
    node('react-dom/cjs/react-dom-client.production.js'),
    node('scheduler/cjs/scheduler.production.js'),
    node('react-router/dist/production/chunk-7RTFRKQW.mjs'),
    node('mobx/dist/mobx.mjs'),
    node('mobx-react-lite/dist/mobxreactlite.mjs'),
  ])('takes %s', (file) => {
    expect(cacheGroups().sharedLibraries?.test.test(file)).toBe(true);
  });

  it.each([join(__dirname, '..', '..', 'shared', 'src', 'index.ts'), node('react-is/index.js'), node('zod/index.js'), join(__dirname, 'mobx.test.ts')])('leaves %s to its own chunk', (file) => {
    expect(cacheGroups().sharedLibraries?.test.test(file)).toBe(false);
  });
});
