import path from 'node:path';
import { z } from 'zod';
import { serverEnvFields, shutdownTimesOf, type ShutdownTimes } from 'server-kit';
import { isIP } from 'node:net';
import { EMAIL_PROVIDERS, type EmailProvider } from './email/email-sender';
import { SMS_PROVIDERS, smsConfigIssues, smsConfigOf, type SmsConfig } from './sms/sms-config';
import { paymentConfigIssues, paymentConfigOf, type PaymentConfig } from './payments/payment-config';
import { pincodeConfigIssues, pincodeConfigOf, type PincodeConfig } from './pincode/pincode-config';
import { uploadStoreConfigOf, uploadStoreIssues, type UploadStoreConfig } from './uploads/upload-store-config';

/** The repository root (`api/src` → `../..`): default home of the `.data` directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same: use the default. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** A whole number from 0 to `max`; `fallback` when unset or empty. */
const wholeNumber = (fallback: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => Number(v ? v : String(fallback)))
    .pipe(z.number({ message: 'must be a number' }).int('must be a whole number').min(0, `must be 0-${max}`).max(max, `must be 0-${max}`));

const envSchema = z.object({
  API_PORT: wholeNumber(4000, 65535),
  LISTEN_HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  SHUTDOWN_DRAIN_SECONDS: serverEnvFields.SHUTDOWN_DRAIN_SECONDS,
  SHUTDOWN_TIMEOUT_SECONDS: serverEnvFields.SHUTDOWN_TIMEOUT_SECONDS,
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite database)',
  ),
  DATA_DIR: optionalText,
  PGLITE_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  // Where uploads live: `disk` (UPLOADS_DIR) or `s3`; the S3_* settings are checked by uploadStoreIssues.
  UPLOAD_STORE: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  DEFAULT_SUBDOMAIN: optionalText
    .transform((v) => (v ?? 'demo').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]{1,63}$/, 'must be a host-name label (letters, digits, hyphens)')),
  LOG_LEVEL: optionalText.transform((v) => v ?? 'info').pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters (leave it unset to generate one under DATA_DIR)'),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), 'must be a redis:// or rediss:// URL (leave it unset for one process without Redis)'),
  TRUSTED_PROXIES: optionalText.transform((v, ctx) => {
    const parsed = parseTrustedProxies(v ?? 'loopback');
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: `${parsed}: give \`loopback\`, \`none\`, or a comma list of addresses and CIDR ranges (e.g. 10.0.0.0/8,::1)` });
      return z.NEVER;
    }
    return parsed;
  }),
  SMS_PROVIDER: optionalText.transform((v) => (v ?? 'log').toLowerCase()).pipe(z.enum(SMS_PROVIDERS, { message: `must be one of ${SMS_PROVIDERS.join(', ')}` })),
  EMAIL_PROVIDER: optionalText.transform((v) => (v ?? 'log').toLowerCase()).pipe(z.enum(EMAIL_PROVIDERS, { message: `must be one of ${EMAIL_PROVIDERS.join(', ')}` })),
  CONFIRM_LINK_ORIGIN: optionalText
    .transform((v) => (v ?? 'http://localhost:3000').replace(/\/+$/, ''))
    .refine((v) => /^https?:\/\/[^/\s]+$/.test(v), 'must be an origin such as https://shops.example.in (no path)'),
  LOG_FORMAT: optionalText.transform((v) => v ?? 'json').pipe(z.enum(['json', 'pretty'], { message: 'must be json or pretty' })),
  // Off unless asked for: a production API need not describe itself to everyone (`npm start` and `npm run dev` turn it on).
  API_DOCS: optionalText.transform((v) => (v ?? 'off').toLowerCase()).pipe(z.enum(['on', 'off'], { message: 'must be on or off' })),
  // production: the demo sites are never seeded by themselves (SEED_DEMO's default turns off).
  NODE_ENV: optionalText,
  // Seed the demo businesses into an empty database at start-up; `npm run seed` does it by hand.
  SEED_DEMO: optionalText.transform((v) => v?.toLowerCase()).pipe(z.enum(['on', 'off'], { message: 'must be on or off' }).optional()),
  // Seconds between runs of the scheduled tasks (src/jobs: order expiry…); 0 runs none in this process.
  SCHEDULED_JOBS_INTERVAL_SECONDS: wholeNumber(60, 86_400),
  // Public catalogue answers the API keeps (src/catalogue-cache); 0 keeps none, every read asks the database.
  CATALOGUE_CACHE_ENTRIES: wholeNumber(20_000, 1_000_000),
  // Read here so the schema names every variable of the process; what they must be depends on the
  // provider chosen, so their own rules check them (smsConfigIssues, paymentConfigIssues, pincodeConfigIssues).
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_API_URL: optionalText,
  PAYMENT_GATEWAY: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  // The key that encrypts the owners' stored gateway secrets (AES-256-GCM): 32 bytes in base64. Unset: one
  // is generated and kept in DATA_DIR/payment-secrets-key (src/payments/payment-secrets.ts).
  PAYMENT_SECRETS_KEY: optionalText.refine(
    (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
    'must be 32 bytes in base64 (e.g. `openssl rand -base64 32`); leave it unset to generate one under DATA_DIR',
  ),
  // The sandbox gateway's key secret (its signatures): unset, one is generated under DATA_DIR (src/payments/sandbox-secret.ts).
  PAYMENT_SANDBOX_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters (leave it unset to generate one under DATA_DIR)'),
  PINCODE_PROVIDER: optionalText,
  PINCODE_API_URL: optionalText,
});

/** Every variable the API reads, for the configuration tables (README.md, api/README.md). */
export const API_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Variables whose value never appears in an error message. */
const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'TWILIO_AUTH_TOKEN', 'RAZORPAY_KEY_SECRET', 'PAYMENT_SECRETS_KEY', 'PAYMENT_SANDBOX_SECRET', 'S3_SECRET_ACCESS_KEY']);

const GENERATED_IN_PRODUCTION = 'must be set when NODE_ENV=production: a key generated under DATA_DIR would differ on every machine and be lost with it';

/**
 * In production every secret comes from the environment: a key generated on one machine's disk would not
 * be the other machines' (tokens refused, stored gateway secrets unreadable) and goes with the disk.
 */
function productionIssues(env: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  if (env.NODE_ENV?.trim() !== 'production') return [];
  const sandbox = (env.PAYMENT_GATEWAY?.trim() || 'sandbox').toLowerCase() === 'sandbox';
  return ['AUTH_SECRET', 'PAYMENT_SECRETS_KEY', ...(sandbox ? ['PAYMENT_SANDBOX_SECRET'] : [])]
    .filter((variable) => !env[variable]?.trim())
    .map((variable) => ({ variable, message: GENERATED_IN_PRODUCTION }));
}

/** Named ranges Fastify's `trustProxy` (proxy-addr) understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUSTED_PROXIES as Fastify's `trustProxy` list: `none` is the empty list; otherwise each comma-separated
 * entry is a named range, an IP address or a CIDR range. Answers the first wrong entry's message instead.
 */
function parseTrustedProxies(text: string): string[] | string {
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 1 && entries[0]?.toLowerCase() === 'none') return [];
  if (entries.length === 0) return 'no entry';
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry.toLowerCase())) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0) return `"${entry}" is not an address, a CIDR range or a named range`;
  }
  return entries.map((entry) => (PROXY_RANGE_NAMES.includes(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The API's settings, read once at start-up from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Set: node-postgres against this server. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  /** Where uploads live: the disk under `uploadsDir`, or an S3-compatible bucket every API process shares (UPLOAD_STORE=s3). */
  uploadStore: UploadStoreConfig;
  /** Site served when the host name has no usable subdomain (plain `localhost`). */
  defaultSubdomain: string;
  logLevel: LogLevel;
  /** Key that signs access tokens. Unset: one is generated and kept in `DATA_DIR/auth-secret` (src/auth/auth-secret.ts). */
  authSecret: string | undefined;
  /** Set: rate limits and the socket.io adapter share state through this Redis, so several API processes agree. */
  redisUrl: string | undefined;
  /**
   * Peers whose X-Forwarded-For is believed (Fastify's `trustProxy`): `loopback` by default, where the host's
   * server forwards from. Empty: nobody's (the API faces clients directly). A client that reaches the API
   * from elsewhere cannot pick its own address, so it cannot dodge the per-address rate limits.
   */
  trustedProxies: string[];
  /** Serve the OpenAPI description and Swagger UI at /docs (API_DOCS=on); off by default. */
  docs: boolean;
  /** How a SIGTERM stops the API: readiness off for the drain, then in-flight requests finish up to the deadline. */
  shutdown: ShutdownTimes;
  /** Seed the demo businesses into an empty database at start-up: on by default, off by default in production. */
  seedDemo: boolean;
  /** Milliseconds between runs of the scheduled tasks (src/jobs/scheduled-jobs.ts); 0: none run in this process. */
  scheduledJobsIntervalMs: number;
  /** Public catalogue answers kept at most (CATALOGUE_CACHE_ENTRIES, 20,000); 0 keeps none. */
  catalogueCacheEntries: number;
  /** How login codes reach the customer (src/sms): written to the log (default) or sent through Twilio. */
  sms: SmsConfig;
  /** How confirmation links reach new owners (src/email): written to the log (default). */
  emailProvider: EmailProvider;
  /** Where the confirmation links of new owners point: the host's origin (its /owner/confirm page). */
  confirmLinkOrigin: string;
  /** Which gateway takes online payments (src/payments): the local sandbox (default) or Razorpay with its keys. */
  payments: PaymentConfig;
  /** Key encrypting the owners' stored gateway secrets (32 bytes). Unset: generated in `DATA_DIR/payment-secrets-key`. */
  paymentSecretsKey: Buffer | undefined;
  /** The sandbox gateway's key secret; unset: generated and kept under DATA_DIR (src/payments/sandbox-secret.ts). */
  sandboxSecret: string | undefined;
  /** Where pincodes are looked up (src/pincode): the bundled India Post directory (default) or api.postalpincode.in. */
  pincode: PincodeConfig;
}

/** Thrown at start-up for a wrong setting; its message names every wrong variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '?'), message: issue.message }))),
    // Checked on the raw environment, so they are reported together with every other wrong variable.
    ...smsConfigIssues(env),
    ...paymentConfigIssues(env),
    ...pincodeConfigIssues(env),
    ...uploadStoreIssues(env),
    ...productionIssues(env),
  ];
  if (!parsed.success || issues.length > 0) {
    const shown = (key: string) => (SECRET_VARIABLES.has(key) && env[key] ? '(hidden)' : JSON.stringify(env[key] ?? ''));
    const lines = issues.map(({ variable, message }) => `  ${variable}=${shown(variable)}: ${message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  return {
    port: e.API_PORT,
    host: e.LISTEN_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.resolve(e.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    uploadStore: uploadStoreConfigOf(env),
    defaultSubdomain: e.DEFAULT_SUBDOMAIN,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    redisUrl: e.REDIS_URL,
    trustedProxies: e.TRUSTED_PROXIES,
    docs: e.API_DOCS === 'on',
    shutdown: shutdownTimesOf(e),
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    scheduledJobsIntervalMs: e.SCHEDULED_JOBS_INTERVAL_SECONDS * 1000,
    catalogueCacheEntries: e.CATALOGUE_CACHE_ENTRIES,
    sms: smsConfigOf(env),
    emailProvider: e.EMAIL_PROVIDER,
    confirmLinkOrigin: e.CONFIRM_LINK_ORIGIN,
    payments: paymentConfigOf(env),
    paymentSecretsKey: e.PAYMENT_SECRETS_KEY ? Buffer.from(e.PAYMENT_SECRETS_KEY, 'base64') : undefined,
    sandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    pincode: pincodeConfigOf(env),
  };
}
