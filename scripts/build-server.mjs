/**
 * Compiles one package's Node server into its release's `dist-server/` (run from the package's folder, as its
 * `build` script does): `node scripts/build-server.mjs server/main.ts`. Production runs this
 * JavaScript with plain `node`; tsx stays for development and tests.
 *
 * The package's own code and the `shared`, `server-kit` and `build-kit` workspaces are bundled into one file (Node cannot load
 * their TypeScript); everything installed under node_modules stays a `require` resolved at run
 * time, so native modules, WebAssembly and data files are found where npm put them.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';

const WORKSPACE_PACKAGES = /^(shared|server-kit|build-kit)(\/|$)/;
export const OUT_DIR = 'dist-server';

/**
 * Keeps `__dirname` meaning the folder of the source file that wrote it (the API finds its
 * migrations and the repository root that way), although the code now runs from `dist-server/`.
 */
function sourceDirname(outdir) {
  return {
    name: 'source-dirname',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!/\b__dirname\b/.test(source)) return undefined;
        const fromOut = relative(outdir, dirname(args.path)).split('\\').join('/');
        const contents = source.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(fromOut)})`);
        return { contents, loader: extname(args.path) === '.tsx' ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Installed packages stay external; relative files and the workspace's own packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (WORKSPACE_PACKAGES.test(args.path) || args.path.startsWith('/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Compiles `entry` (relative to `packageDir`) to `<release>/dist-server/<name>.js`: the folder of the
 * release being built (RELEASE_DIR, set by scripts/release.mjs), else `releases/unnamed/` (never made
 * live, as build-kit/src/release-output.cjs explains).
 */
export async function buildServer(packageDir, entry, releaseDir = process.env.RELEASE_DIR) {
  const outdir = resolve(releaseDir || join(packageDir, 'releases', 'unnamed'), OUT_DIR);
  const outfile = join(outdir, `${basename(entry, extname(entry))}.js`);
  await build({
    absWorkingDir: resolve(packageDir),
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    // Components rendered on the server may import their CSS: the browser build links it, the server needs none of it.
    loader: { '.css': 'empty' },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname(outdir)],
  });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const entry = process.argv[2];
  if (!entry) {
    console.error('usage: node scripts/build-server.mjs <entry, e.g. server/main.ts>');
    process.exit(1);
  }
  buildServer(process.cwd(), entry).then(
    (outfile) => console.log(`server compiled: ${relative(process.cwd(), outfile)}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
