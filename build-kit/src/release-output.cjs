/**
 * Where a build writes and which release it is: `npm run build` and `npm run release` (scripts/release.mjs)
 * give every build its own folder (RELEASE_DIR, `<package>/releases/<buildId>/`) and id (BUILD_ID). A
 * webpack run started by hand gets neither and writes to `releases/unnamed/`, which is never made live:
 * no build ever writes into the release the site is serving.
 */
const path = require('node:path');

/** The folder `folder` (e.g. `dist`, `dist/server`, `dist-server`) of the release being built. */
function releaseOutput(dir, folder, env = process.env) {
  return path.join(env.RELEASE_DIR || path.join(dir, 'releases', 'unnamed'), folder);
}

/** The release's build id, as it appears in names the page sees (its chunk-loading global). */
function buildIdOf(env = process.env) {
  return env.BUILD_ID || 'unnamed';
}

/**
 * Each release its own chunk-loading global: a page that loaded one release of an app never hands
 * that release's chunks to another release's runtime (nor the other way round), so a page open across
 * a release runs one release's code or the other's, never both mixed. The name is short (it opens
 * every chunk the first screen loads): `wc_<app>_<the build id's random part>`, e.g. `wc_chat_3f9a0c`.
 */
function chunkLoadingGlobalOf(name, env = process.env) {
  const suffix = buildIdOf(env).split('-').pop().replace(/[^0-9A-Za-z]/g, '_');
  return `wc_${name}_${suffix}`;
}

module.exports = { releaseOutput, buildIdOf, chunkLoadingGlobalOf };
