/**
 * The release folders of an app's package. Every build is one release, written to
 * `<package>/releases/<buildId>/` (browser files in `dist/`, server build in `dist-server/`, and
 * `release.json` naming it); `<package>/current` is a symlink to the live one, replaced in one
 * rename, so a server or a reader sees the old release or the new one, never a half-written mix.
 * `<package>/dist` and `<package>/dist-server` are fixed links through `current`, so every path that
 * named the build before (`npm start`, the tests, the benchmark) names the live release.
 */
const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const { join } = require('node:path');

/** Each app's package folder, by the name `npm run release -- <app>` takes. */
const APP_PACKAGES = { host: 'host', storefront: 'remote-storefront', chat: 'remote-chat', checkout: 'remote-checkout', api: 'api' };

/** The variables `npm run release` and `npm run build` read (README's configuration table names them). */
const RELEASE_VARIABLES = ['RELEASES_KEEP', 'RELEASES_KEEP_DAYS'];

/** How many releases stay on disk, and for how long, unless RELEASES_KEEP / RELEASES_KEEP_DAYS say otherwise. */
const DEFAULT_RETENTION = { keep: 3, keepDays: 2 };

const RELEASES = 'releases';
const CURRENT = 'current';

/** A new build id: the time it was made (so names sort by age) and a random part (two builds in one second differ). */
function newBuildId(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '').replace('T', '-');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

const BUILD_ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

const releasesDir = (packageDir) => join(packageDir, RELEASES);
const releaseDir = (packageDir, buildId) => join(releasesDir(packageDir), buildId);

/** The live release's build id, or null before the first build. */
function currentBuildId(packageDir) {
  try {
    const target = fs.readlinkSync(join(packageDir, CURRENT));
    return target.split(/[\\/]/).pop() || null;
  } catch {
    return null;
  }
}

/** Build ids on disk, oldest first. */
function listReleases(packageDir) {
  if (!fs.existsSync(releasesDir(packageDir))) return [];
  return fs
    .readdirSync(releasesDir(packageDir))
    .filter((name) => BUILD_ID.test(name))
    .sort();
}

/**
 * Makes `buildId` the live release: a new symlink under a temporary name renamed over `current`
 * (rename replaces a link atomically), then the fixed `dist` / `dist-server` links made where missing.
 */
function switchCurrent(packageDir, buildId) {
  const target = join(RELEASES, buildId);
  if (!fs.existsSync(join(packageDir, target))) throw new Error(`${packageDir}/${target} does not exist`);
  const temporary = join(packageDir, `${CURRENT}.${process.pid}.${randomBytes(3).toString('hex')}`);
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, join(packageDir, CURRENT));
  for (const folder of ['dist', 'dist-server']) linkThroughCurrent(packageDir, folder);
}

/** `<package>/<folder>` → `current/<folder>`; a real folder left by an older build layout is removed. */
function linkThroughCurrent(packageDir, folder) {
  const path = join(packageDir, folder);
  const wanted = join(CURRENT, folder);
  let stat = null;
  try {
    stat = fs.lstatSync(path);
  } catch {
    // Not there yet.
  }
  if (stat?.isSymbolicLink() && fs.readlinkSync(path) === wanted) return;
  if (stat) fs.rmSync(path, { recursive: true, force: true });
  fs.symlinkSync(wanted, path);
}

/**
 * The releases the retention rule lets go: those beyond the `keep` newest AND older than `keepDays`
 * (a release is kept while either holds), never the live one. A release's age is the time in its id.
 */
function releasesToRemove(buildIds, current, { keep, keepDays }, now = Date.now()) {
  const newestFirst = [...buildIds].sort().reverse();
  return newestFirst.filter((id, index) => {
    if (id === current || index < keep) return false;
    return now - buildTime(id) > keepDays * 86_400_000;
  });
}

function buildTime(buildId) {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})/.exec(buildId);
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** Deletes the releases the rule lets go; returns their ids. */
function pruneReleases(packageDir, retention, now = Date.now()) {
  const removed = releasesToRemove(listReleases(packageDir), currentBuildId(packageDir), retention, now);
  for (const id of removed) fs.rmSync(releaseDir(packageDir, id), { recursive: true, force: true });
  return removed;
}

/**
 * The identity of a release's server code: the SHA-256 of its `dist-server/` files (names and bytes,
 * source maps left out), or null when it has none. Two releases of unchanged server code agree.
 */
function serverFingerprint(packageDir, buildId) {
  if (!buildId) return null;
  const dir = join(releaseDir(packageDir, buildId), 'dist-server');
  if (!fs.existsSync(dir)) return null;
  const hash = createHash('sha256');
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((name) => !name.endsWith('.map')).sort();
  for (const name of files) {
    const path = join(dir, name);
    if (!fs.statSync(path).isFile()) continue;
    hash.update(`${name}\0`).update(fs.readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

/** Retention from the environment (RELEASES_KEEP, RELEASES_KEEP_DAYS), defaults where unset. */
function retentionFromEnv(env = process.env) {
  const number = (value, fallback, name) => {
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of 0 or more, not "${value}"`);
    return parsed;
  };
  return {
    keep: Math.max(1, Math.floor(number(env.RELEASES_KEEP, DEFAULT_RETENTION.keep, 'RELEASES_KEEP'))),
    keepDays: number(env.RELEASES_KEEP_DAYS, DEFAULT_RETENTION.keepDays, 'RELEASES_KEEP_DAYS'),
  };
}

module.exports = {
  APP_PACKAGES,
  DEFAULT_RETENTION,
  RELEASE_VARIABLES,
  newBuildId,
  releasesDir,
  releaseDir,
  currentBuildId,
  listReleases,
  switchCurrent,
  releasesToRemove,
  pruneReleases,
  serverFingerprint,
  retentionFromEnv,
};
