/**
 * The local cluster's layout (`npm run cluster`): which processes run, on which ports, with which
 * environment. Everything but the public balancer listens on 127.0.0.1.
 *
 *   browser → nginx :BASE (round-robin) → host-1, host-2 → nginx :BASE+1 (round-robin) → api-1, api-2
 *   api-1, api-2 → PostgreSQL (DATABASE_URL), Redis (REDIS_URL), s3rver :BASE+2 (uploads)
 *   browser → storefront, chat, checkout (their own ports, as in production they have their own origins)
 */
const { createHash } = require('node:crypto');
const { join } = require('node:path');
const { ROOT, serviceCommand } = require('../services.cjs');

/** Where the public balancer listens unless CLUSTER_PORT_BASE says otherwise; the rest follow it. */
const DEFAULT_PORT_BASE = 8080;

/** The cluster's ports from CLUSTER_PORT_BASE (the public address); the others at fixed offsets above it. */
function clusterPorts(env = process.env) {
  const base = Number(env.CLUSTER_PORT_BASE || DEFAULT_PORT_BASE);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`CLUSTER_PORT_BASE=${env.CLUSTER_PORT_BASE}: must be a port from 1024 to 65000`);
  return {
    public: base,
    apiBalancer: base + 1,
    s3: base + 2,
    apis: [base + 10, base + 11],
    hosts: [base + 20, base + 21],
    storefront: base + 30,
    chat: base + 31,
    checkout: base + 32,
  };
}

/** The cluster's folder: logs, nginx's files, the object store's data. */
const clusterDir = (ports) => join(ROOT, '.data', `cluster-${ports.public}`);

/** The bucket uploads go to, and s3rver's fixed key pair (it accepts any signature made with it). */
const S3 = { bucket: 'site-uploads', region: 'ap-south-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The secrets every API process must share (NODE_ENV=production refuses to generate them): the
 * environment's when set, else derived from the database's URL, so a restart of the cluster agrees
 * with itself and two clusters on two databases do not share keys.
 */
function clusterSecrets(env) {
  const derive = (purpose) => createHash('sha256').update(`cluster:${purpose}:${env.DATABASE_URL}`).digest();
  return {
    AUTH_SECRET: env.AUTH_SECRET || derive('auth').toString('base64url'),
    PAYMENT_SECRETS_KEY: env.PAYMENT_SECRETS_KEY || derive('payment-secrets').toString('base64'),
    PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET || derive('payment-sandbox').toString('base64url'),
  };
}

/** What every process of the cluster reads: production mode, the shared stores, the remotes' ports. */
function sharedEnv(ports, env) {
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    ...clusterSecrets(env),
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_BUCKET: S3.bucket,
    S3_REGION: S3.region,
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'on',
    SEED_DEMO: 'off',
    STOREFRONT_PORT: String(ports.storefront),
    CHAT_PORT: String(ports.chat),
    CHECKOUT_PORT: String(ports.checkout),
    CONFIRM_LINK_ORIGIN: `http://localhost:${ports.public}`,
  };
}

/**
 * Every supervised process of the cluster (nginx and the object store are started apart): two APIs,
 * two hosts that reach the APIs through the API balancer and trust the public balancer's forwarded
 * headers, and the three remotes. Names are what logs and the tests call them. `commandOf` says how an
 * app is started (the built servers by default).
 */
function clusterServices(ports, env = process.env, commandOf = serviceCommand) {
  const shared = sharedEnv(ports, env);
  // The host reads API_PORT only when API_URL is unset; the API reads API_URL nowhere.
  for (const variable of ['API_URL', 'API_PORT', 'HOST_PORT', 'UPLOADS_DIR', 'STOREFRONT_URL', 'CHAT_URL', 'CHECKOUT_URL']) delete shared[variable];
  return [
    ...ports.apis.map((port, i) => ({ name: `api-${i + 1}`, ...commandOf('api'), env: { ...shared, API_PORT: String(port) } })),
    ...ports.hosts.map((port, i) => ({
      name: `host-${i + 1}`,
      ...commandOf('host'),
      env: { ...shared, HOST_PORT: String(port), API_URL: `http://127.0.0.1:${ports.apiBalancer}`, TRUST_PROXY: '127.0.0.1' },
    })),
    ...['storefront', 'chat', 'checkout'].map((name) => ({ name, ...commandOf(name), env: shared })),
  ];
}

/** The environment `npm run seed` gets: the APIs' own, so it writes the same database and bucket. */
function seedEnv(ports, env = process.env) {
  return sharedEnv(ports, env);
}

module.exports = { DEFAULT_PORT_BASE, S3, clusterPorts, clusterDir, clusterSecrets, clusterServices, seedEnv };
