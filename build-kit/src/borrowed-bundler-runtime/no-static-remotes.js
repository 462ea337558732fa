/**
 * Stands in for the bundler runtime's remotes.js in the browser builds: it loads remotes declared in
 * webpack's `remotes` option (`import('storefront/…')`), and every app declares none. The host loads
 * its remotes through the federation runtime (registerRemotes, loadRemote), which does not call this;
 * webpack calls it only for a chunk holding a static remote's module, which no build has. About 0.5 KB
 * gzip less in the host's runtime.js, the code of every page.
 */
export function remotes() {
  throw new Error('This build declares no static remotes (webpack `remotes`): load remotes through the federation runtime');
}
