/**
 * `npm test`: every unit, API and browser test. Installs Debian's Chromium and poppler-utils (pdftotext) when missing,
 * builds the apps for production, and says plainly which suites it skipped and why. Ends with one
 * summary line, "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './services.cjs';

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

function announceSkips() {
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
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

if (!ensurePdftotext()) console.error('The tax invoice tests cannot read their PDFs without pdftotext: they will fail.');
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

const passed = (jest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (jest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log('');
announceSkips();
const ok = unitOk && e2eOk;
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
