/**
 * Links the CSS of the app's boot chunks from index.html. Each app's entry only starts the federation
 * runtime and imports `./bootstrap` (the async boundary), so html-webpack-plugin, which links the
 * entry's own CSS, would link nothing and the first paint would be unstyled until scripts ran. This
 * adds the CSS of the chunk groups the entry imports directly. Each link carries `data-href` (the
 * file's name as mini-css-extract knows it) so loading the chunk later finds it instead of adding it
 * again.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'LinkBootCssPlugin';

/**
 * CSS files of the named entry points and of the chunk groups they import directly (their async
 * boundary). The federation container's entry is left out: its exposed modules bring their own CSS
 * when they are loaded, and the manifest lists it (mf-manifest.json, exposes[].assets.css).
 */
function bootCssFiles(compilation, entryNames) {
  const files = [];
  for (const name of entryNames) {
    const entrypoint = compilation.entrypoints.get(name);
    if (!entrypoint) continue;
    for (const group of [entrypoint, ...entrypoint.childrenIterable]) {
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.css') && !files.includes(file)) files.push(file);
      }
    }
  }
  return files;
}

class LinkBootCssPlugin {
  /** @param {{ entries: string[] }} options  the page's own entry points (not the container's) */
  constructor({ entries }) {
    this.entries = entries;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      hooks.beforeAssetTagGeneration.tap(NAME, (data) => {
        const publicPath = data.assets.publicPath;
        for (const file of bootCssFiles(compilation, this.entries)) {
          const href = `${publicPath}${file}`;
          if (!data.assets.css.includes(href)) data.assets.css.push(href);
        }
        return data;
      });
      hooks.alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        for (const tag of data.assetTags.styles) {
          const href = tag.attributes.href;
          if (typeof href === 'string' && href.startsWith(publicPath)) tag.attributes['data-href'] = href.slice(publicPath.length);
        }
        return data;
      });
    });
  }
}

module.exports = { LinkBootCssPlugin, bootCssFiles };
