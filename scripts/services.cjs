/**
 * The five production processes of the site, as `npm start`, the browser tests and the benchmark
 * start them: each the compiled JavaScript of a Node server (`npm run build` writes it to the
 * release it makes; the package's dist-server/ is a link to the live release's, scripts/releases.cjs),
 * run by plain node from its own package, listening on its own port.
 */
const { createHash } = require('node:crypto');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');

const DEFAULT_PORTS = { api: 4000, host: 3000, storefront: 3001, chat: 3002, checkout: 3003 };

/** Port variables by service, read by each server and by the host to find the remotes. */
const PORT_VARIABLES = { api: 'API_PORT', host: 'HOST_PORT', storefront: 'STOREFRONT_PORT', chat: 'CHAT_PORT', checkout: 'CHECKOUT_PORT' };

const ENTRIES = {
  api: ['api', 'dist-server/server.js'],
  host: ['host', 'dist-server/main.js'],
  storefront: ['remote-storefront', 'dist-server/main.js'],
  chat: ['remote-chat', 'dist-server/main.js'],
  checkout: ['remote-checkout', 'dist-server/main.js'],
};

const SERVICE_NAMES = Object.keys(ENTRIES);

/** How to start one service: command line and working directory. Fails plainly when it was never built. */
function serviceCommand(name) {
  const [pkg, entry] = ENTRIES[name];
  const cwd = join(ROOT, pkg);
  if (!existsSync(join(cwd, entry))) throw new Error(`${pkg}/${entry} is missing: run the build first (npm run build).`);
  return { command: process.execPath, args: ['--enable-source-maps', entry], cwd };
}

/** Ports in force for a given environment (defaults where unset). */
function portsFromEnv(env = process.env) {
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, Number(env[PORT_VARIABLES[name]] || DEFAULT_PORTS[name])]));
}

/** Waits until `url` answers 2xx, or fails after `timeoutMs`. */
async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${lastError})`);
}

/**
 * The environment for a private copy of the site (tests, benchmarks): its own ports, its own fresh
 * embedded database under `dataDir`, remotes found on those ports, and quiet logs.
 */
function siteEnv(ports, dataDir, base = process.env) {
  // The demo businesses even where NODE_ENV=production (the browser tests), and no balancer in front to
  // wait for when a server stops (SHUTDOWN_DRAIN_SECONDS).
  const env = { ...base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', API_URL: `http://127.0.0.1:${ports.api}`, SEED_DEMO: 'on', SHUTDOWN_DRAIN_SECONDS: '0', ...copySecrets(dataDir) };
  for (const name of SERVICE_NAMES) env[PORT_VARIABLES[name]] = String(ports[name]);
  // Its own state only: a shared Redis would carry rate-limit counters of earlier runs (the seeded ids
  // and 127.0.0.1 are the same every run), so its limits stay in the API's memory as on a fresh machine.
  for (const variable of ['DATABASE_URL', 'REDIS_URL', 'PGLITE_DIR', 'UPLOADS_DIR', 'STOREFRONT_URL', 'CHAT_URL', 'CHECKOUT_URL']) delete env[variable];
  return env;
}

/**
 * The secrets a production-mode copy must be given (the API refuses to generate them when
 * NODE_ENV=production): derived from the copy's data directory, so its restarts agree and no two copies share them.
 */
function copySecrets(dataDir) {
  const derive = (purpose) => createHash('sha256').update(`${purpose}:${dataDir}`).digest();
  return {
    AUTH_SECRET: derive('auth').toString('base64url'),
    PAYMENT_SECRETS_KEY: derive('payment-secrets').toString('base64'),
    PAYMENT_SANDBOX_SECRET: derive('payment-sandbox').toString('base64url'),
  };
}

module.exports = { ROOT, DEFAULT_PORTS, PORT_VARIABLES, SERVICE_NAMES, serviceCommand, portsFromEnv, waitForHttp, siteEnv };
