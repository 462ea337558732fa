import path from 'node:path';
import { z } from 'zod';

/** The repository root (`api/src` → `../..`): default home of the `.data` directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one mean the same: use the default. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  API_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v) => Number(v ? v : '4000'))
    .pipe(z.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0-65535').max(65535, 'must be 0-65535')),
  LISTEN_HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    'must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite database)',
  ),
  DATA_DIR: optionalText,
  PGLITE_DIR: optionalText,
  UPLOADS_DIR: optionalText,
  DEFAULT_SUBDOMAIN: optionalText
    .transform((v) => (v ?? 'demo').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9-]{1,63}$/, 'must be a host-name label (letters, digits, hyphens)')),
  LOG_LEVEL: optionalText.transform((v) => v ?? 'info').pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters (leave it unset to generate one under DATA_DIR)'),
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), 'must be a redis:// or rediss:// URL (leave it unset for one process without Redis)'),
});

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
  /** Site served when the host name has no usable subdomain (plain `localhost`). */
  defaultSubdomain: string;
  logLevel: LogLevel;
  /** Key that signs access tokens. Unset: one is generated and kept in `DATA_DIR/auth-secret` (src/auth/auth-secret.ts). */
  authSecret: string | undefined;
  /** Set: rate limits and the socket.io adapter share state through this Redis, so several API processes agree. */
  redisUrl: string | undefined;
}

/** Thrown at start-up for a wrong setting; its message names every wrong variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
    });
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
    defaultSubdomain: e.DEFAULT_SUBDOMAIN,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    redisUrl: e.REDIS_URL,
  };
}
