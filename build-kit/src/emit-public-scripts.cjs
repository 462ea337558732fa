/**
 * Emits an app's `public/*.js` files into its build as they are named, so its server can link them
 * from the documents it writes (the host's start-server-page.js). They are added before webpack's
 * optimisation stages: minified and compressed like every other script of the build.
 */
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'EmitPublicScriptsPlugin';

class EmitPublicScriptsPlugin {
  /** @param {{ dir: string }} options  the folder whose .js files are emitted */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of fs.readdirSync(this.dir).filter((name) => name.endsWith('.js'))) {
          const source = path.join(this.dir, file);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(source, 'utf8')));
        }
      });
    });
  }
}

module.exports = { EmitPublicScriptsPlugin };
