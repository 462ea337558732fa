/**
 * Starts the whole local cluster and answers a handle to it: the object store, the seeded database,
 * two APIs, two hosts, the three remotes and nginx in front. Used by `npm run cluster` and by the
 * cluster's browser tests, which stop and kill its processes through the handle.
 */
const { spawn } = require('node:child_process');
const { appendFileSync, mkdirSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { ROOT, waitForHttp } = require('../services.cjs');
const { supervise } = require('../supervisor.cjs');
const { ensureNginx, startNginx } = require('./nginx.cjs');
const { S3, clusterDir, clusterPorts, clusterServices, seedEnv } = require('./topology.cjs');

/** The variables the cluster cannot run without, each with what it is for. */
const REQUIRED = {
  DATABASE_URL: 'the PostgreSQL database both API processes share (postgresql://user@host:5432/name)',
  REDIS_URL: 'the Redis both API processes and both hosts share: sockets, rate limits, page-cache purges (redis://127.0.0.1:6379)',
};

/** What is missing from the environment for a cluster, as lines to show; empty when it can start. */
function missingSettings(env = process.env) {
  return Object.entries(REQUIRED)
    .filter(([variable]) => !env[variable]?.trim())
    .map(([variable, what]) => `${variable} is not set: ${what}`);
}

/** s3rver (the object store's local stand-in, as the payment sandbox stands in for Razorpay) with the cluster's bucket. */
async function startObjectStore(dir, port) {
  // s3rver is a development dependency of the API: the cluster is a local stand-in, not a deployment
  const { default: S3rver } = await import('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: S3.bucket }] });
  await server.run();
  return server;
}

/** `npm run seed` against the cluster's database and bucket: the demo businesses, once, into an empty database. */
function seed(ports, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed', '-w', 'api'], { cwd: ROOT, env: seedEnv(ports, env), stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => String(chunk).split('\n').filter(Boolean).forEach((line) => log(`[seed] ${line}`)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run seed failed (exit code ${code})`))));
  });
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, fresh?: boolean }} options
 * `log` gets every line of every process (each prefixed with its name) besides the cluster's log file;
 * `fresh` empties the cluster's folder (the object store's files) first.
 */
async function startCluster({ env = process.env, log = (line) => console.log(line), fresh = false } = {}) {
  const missing = missingSettings(env);
  if (missing.length > 0) throw new Error(`The cluster needs PostgreSQL and Redis:\n  ${missing.join('\n  ')}`);
  if (!ensureNginx(log)) throw new Error('nginx is needed in front of the cluster.');
  const ports = clusterPorts(env);
  const dir = clusterDir(ports);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const logFile = join(dir, 'logs', 'cluster.log');
  const write = (line) => {
    appendFileSync(logFile, `${line}\n`);
    log(line);
  };
  const services = clusterServices(ports, env);

  const store = await startObjectStore(dir, ports.s3);
  let apps = null;
  let nginx = null;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await apps?.stop();
    await store.close();
  };
  try {
    await seed(ports, env, write);
    apps = supervise(services, { log: write, colors: false });
    await Promise.all([
      ...ports.apis.map((port) => waitForHttp(`http://127.0.0.1:${port}/health/ready`, 120_000)),
      ...[...ports.hosts, ports.storefront, ports.chat, ports.checkout].map((port) => waitForHttp(`http://127.0.0.1:${port}/health/ready`, 120_000)),
    ]);
    nginx = await startNginx({ dir: join(dir, 'nginx'), listenHost: env.LISTEN_HOST || '127.0.0.1', ports });
    await waitForHttp(`http://127.0.0.1:${ports.public}/health/ready`, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const supervised = apps;
  return {
    ports,
    dir,
    logFile,
    /** The running process of `api-1`, `host-2`, … (a new one after the supervisor restarts it). */
    processOf: (name) => supervised.processOf(name),
    stop,
  };
}

module.exports = { REQUIRED, missingSettings, startCluster };
