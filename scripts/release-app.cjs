/**
 * One release of one app (scripts/release.mjs is its command line): build into a new release folder,
 * record it, switch `current` to it, let go of releases beyond the retention rule.
 */
const { spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, rmSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const { APP_PACKAGES, newBuildId, releaseDir, currentBuildId, switchCurrent, pruneReleases, retentionFromEnv } = require('./releases.cjs');
const { ROOT } = require('./services.cjs');

/** Writes what a release is beside its files: the host and the tools read the build id from it. */
function writeReleaseRecord(dir, record) {
  const text = `${JSON.stringify(record, null, 2)}\n`;
  writeFileSync(join(dir, 'release.json'), text);
  // Served by the app (no-cache), so the host and every replica read which release is live.
  if (existsSync(join(dir, 'dist'))) writeFileSync(join(dir, 'dist', 'release.json'), text);
}

/** Runs the package's `build:release` script (webpack, scripts/build-server.mjs) with the release's folder and id. */
function runBuildScript(packageDir, env) {
  const result = spawnSync('npm', ['run', 'build:release'], { cwd: packageDir, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build:release exited with ${result.status ?? result.signal}`);
}

/**
 * Builds and switches one app; returns the new build id, the one it replaced and the ids removed.
 * Nothing of the live release is touched while the new one builds, and a failed build leaves it live.
 */
function releaseApp(app, { retention = retentionFromEnv(), root = ROOT, run = runBuildScript, log = console.log, now = new Date() } = {}) {
  const pkg = APP_PACKAGES[app];
  if (!pkg) throw new Error(`unknown app "${app}": one of ${Object.keys(APP_PACKAGES).join(', ')}`);
  const packageDir = join(root, pkg);
  const buildId = newBuildId(now);
  const dir = releaseDir(packageDir, buildId);
  const previous = currentBuildId(packageDir);
  mkdirSync(dir, { recursive: true });
  log(`${app}: building release ${buildId} into ${relative(root, dir)}/`);
  try {
    run(packageDir, { RELEASE_DIR: dir, BUILD_ID: buildId });
    writeReleaseRecord(dir, { app, buildId, builtAt: now.toISOString() });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${app}: the build failed, release ${previous ?? '(none)'} stays live: ${error.message}`, { cause: error });
  }
  switchCurrent(packageDir, buildId);
  const removed = pruneReleases(packageDir, retention, now.getTime());
  log(`${app}: release ${buildId} is live${previous ? ` (was ${previous})` : ''}.`);
  if (removed.length) log(`${app}: removed releases beyond the last ${retention.keep} and older than ${retention.keepDays} days: ${removed.join(', ')}`);
  return { buildId, previous, removed };
}

module.exports = { releaseApp };
