/**
 * The version of `shared`, the module every app loads as one federation singleton: it must change when
 * what the apps share changes (the store, the API client, storage, the federation types and views, the
 * contracts), because each app is built against one version and the page refuses a remote that needs a
 * newer one (build-kit/src/federation-shared.cjs). `shared/version-fingerprint.json` keeps the version
 * with the fingerprint of those files; scripts/shared-version.test.ts fails when they changed and the
 * version did not.
 *
 * After raising the version in shared/package.json (minor: something added; major: something an app
 * built against the old one cannot use), `node scripts/shared-version.cjs` records the new fingerprint.
 */
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const SHARED = join(__dirname, '..', 'shared');
const RECORD = join(SHARED, 'version-fingerprint.json');
/** What the singleton and `shared/contracts` carry; rules, format, dom and sections are bundled per app. */
const SHARED_PARTS = ['src/index.ts', 'src/store', 'src/api-client', 'src/storage', 'src/federation', 'src/standalone', 'src/contracts', 'src/zod-without-eval.ts'];

function sourcesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourcesUnder(join(path, name)));
}

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.typecheck\.tsx?$/.test(file);

/** SHA-256 over the shared parts' source files, by path and content, in path order. */
function fingerprint() {
  const hash = createHash('sha256');
  const files = SHARED_PARTS.flatMap((part) => sourcesUnder(join(SHARED, part))).filter(isSource);
  for (const file of files.map((f) => relative(SHARED, f).split('\\').join('/')).sort()) {
    hash.update(`${file}\n`).update(readFileSync(join(SHARED, file))).update('\n');
  }
  return hash.digest('hex');
}

const packageVersion = () => JSON.parse(readFileSync(join(SHARED, 'package.json'), 'utf8')).version;
const recorded = () => JSON.parse(readFileSync(RECORD, 'utf8'));

module.exports = { fingerprint, packageVersion, recorded };

if (require.main === module) {
  const now = { version: packageVersion(), fingerprint: fingerprint() };
  const before = recorded();
  if (now.fingerprint === before.fingerprint) {
    console.log(`shared ${before.version}: nothing the apps share changed`);
  } else if (now.version === before.version) {
    console.error(`shared changed but its version is still ${now.version}: raise it in shared/package.json first (minor: added; major: changed)`);
    process.exit(1);
  } else {
    writeFileSync(RECORD, `${JSON.stringify(now, null, 2)}\n`);
    console.log(`shared ${before.version} → ${now.version}: fingerprint recorded`);
  }
}
