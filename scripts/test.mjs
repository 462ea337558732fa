/**
 * `npm test`: every unit, API and browser test. Installs Debian's Chromium and poppler-utils (pdftotext)
 * when missing, builds the apps for production, and says plainly which suites it skipped and why. With
 * DATABASE_URL and REDIS_URL set, the cluster's browser tests run as a step of their own (scripts/cluster:
 * nginx, installed from Debian when missing, over two hosts and two API processes). Ends with one summary
 * line, "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './services.cjs';
import { missingSettings } from './cluster/run-cluster.cjs';
import { ensureNginx } from './cluster/nginx.cjs';

const RESULTS = join(ROOT, '.data', 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PDFTOTEXT = '/usr/bin/pdftotext';

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status === 0;
}

/**
 * Installs a Debian package whose program the tests need when `binary` is missing (as root; otherwise
 * says how), e.g. Chromium for the browser tests, poppler-utils' pdftotext for the invoice tests.
 */
function ensureDebianTool(label, binary, pkg) {
  if (existsSync(binary)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`${label} is missing at ${binary}. Install Debian's package: sudo apt-get install -y ${pkg}`);
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run(`Installing Debian ${label} (apt-get update)`, 'apt-get', ['update'], { env }) &&
    run(`Installing Debian ${label}`, 'apt-get', ['install', '-y', '--no-install-recommends', pkg], { env })
  );
}

const ensureChromium = () => ensureDebianTool('Chromium', CHROMIUM, 'chromium');
/** The invoice tests read the PDFs' text with it. */
const ensurePdftotext = () => ensureDebianTool('pdftotext (poppler-utils)', PDFTOTEXT, 'poppler-utils');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function announceSkips(clusterRan) {
  console.log(
    process.env.DATABASE_URL
      ? 'PostgreSQL: the API suites ran on PGlite and on DATABASE_URL.'
      : 'SKIPPED: the PostgreSQL runs of the API suites (DATABASE_URL is not set; they ran on PGlite only).',
  );
  console.log(
    process.env.REDIS_URL
      ? 'Redis: the shared rate-limit and two-API-process socket suites ran against REDIS_URL.'
      : 'SKIPPED: the Redis suites (shared rate limits, two API processes behind the socket.io Redis adapter): REDIS_URL is not set.',
  );
  const clusterMissing = missingSettings();
  if (clusterMissing.length > 0) console.log(`SKIPPED: the cluster's browser tests (${clusterMissing.map((line) => line.split(':')[0]).join(' and ')}).`);
  else if (clusterRan) console.log('Cluster: the browser tests ran against nginx over two hosts and two API processes (PostgreSQL, Redis, an S3-compatible store).');
  else console.log('SKIPPED: the cluster\'s browser tests (the browser tests could not run).');
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

if (!ensurePdftotext()) console.error('The tax invoice tests cannot read their PDFs without pdftotext: they will fail.');
// The cluster's nginx is installed before jest, so the test of its configuration runs on nginx itself.
const nginxReady = missingSettings().length === 0 && ensureNginx();
const jestFile = join(RESULTS, 'jest.json');
const unitOk = run('Unit and API tests (jest)', process.execPath, [
  join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
  '--json',
  `--outputFile=${jestFile}`,
]);
const jest = readJson(jestFile);

let e2eOk = false;
let e2e = null;
if (!ensureChromium()) {
  console.error('Browser tests cannot run without Chromium.');
} else if (run('Production build', 'npm', ['run', 'build'])) {
  e2eOk = run('Browser tests (Playwright, Debian Chromium)', process.execPath, [
    join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '-c',
    join(ROOT, 'e2e', 'playwright.config.ts'),
  ]);
  e2e = readJson(join(RESULTS, 'e2e.json'));
}

// The cluster's own step: it starts nginx, two hosts and two API processes on PostgreSQL and Redis.
let clusterOk = true;
let cluster = null;
if (missingSettings().length === 0 && e2e) {
  clusterOk =
    nginxReady &&
    run('Cluster browser tests (nginx, two hosts, two API processes, s3rver)', process.execPath, [
      join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '-c',
      join(ROOT, 'e2e', 'cluster', 'playwright.config.ts'),
    ]);
  cluster = readJson(join(RESULTS, 'e2e-cluster.json'));
}

const browserRuns = [e2e, cluster];
const count = (key) => browserRuns.reduce((sum, result) => sum + (result?.stats?.[key] ?? 0), 0);
const passed = (jest?.numPassedTests ?? 0) + count('expected') + count('flaky');
const failed = (jest?.numFailedTests ?? 0) + count('unexpected');
const skipped = (jest?.numPendingTests ?? 0) + count('skipped');
console.log('');
announceSkips(cluster !== null);
const ok = unitOk && e2eOk && clusterOk;
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
