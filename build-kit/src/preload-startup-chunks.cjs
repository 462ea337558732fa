/**
 * `<link rel="preload" as="script">` in index.html for the chunks the host's entry waits for before its
 * code runs: the shared libraries it provides (React, MobX, the router, `shared`…), each in a chunk of
 * its own that the federation runtime loads at startup (asyncStartup). Without these the browser learns
 * of them only once main.js has run, one request hop later, and every remote the page's React code then
 * loads one hop later still. These are the host's own files of the same build, so naming them in its
 * own index.html keeps the remotes independently deployable. They are marked `data-startup`: a page the
 * host's server renders drops them (host/server/ssr/page-document.ts), since its content and LCP image
 * come with the HTML and the scripts must not take a slow link's bandwidth before them.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

/** JS files of the chunks holding the shared modules that the entry's own chunks consume. */
function startupChunkFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const files = new Set();
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          for (const file of fallbackChunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  return [...files];
}

class PreloadStartupChunksPlugin {
  /** @param {{ entry: string }} options  the page's entry point */
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        // After the stylesheets, which the first paint waits for.
        const preloads = startupChunkFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}`, 'data-startup': '' }),
        );
        data.assetTags.styles.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin, startupChunkFiles };
