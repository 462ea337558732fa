import { z } from 'zod';

/** An unset variable and an empty one mean the same: use the default. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const PORT_MESSAGE = 'must be a port number between 1 and 65535';

/** A port to listen on or to find a neighbour at, `fallback` when unset. */
export const port = (fallback: number) =>
  optionalText
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number({ message: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65_535, PORT_MESSAGE));

/** An absolute http(s) URL, kept without a trailing slash. */
export const httpUrl = optionalText.refine((value) => value === undefined || /^https?:\/\/[^/\s]+/.test(value), 'must be an http:// or https:// URL');

/** Whole seconds, 0-3600, `fallback` when unset. */
const seconds = (fallback: number) =>
  optionalText
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number({ message: 'must be a number of seconds' }).int('must be whole seconds').min(0, 'must be 0-3600').max(3600, 'must be 0-3600'));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What every server of the site reads: where it binds, how it logs, whom it believes about the client. */
export const serverEnvFields = {
  LISTEN_HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  LOG_LEVEL: optionalText.transform((value) => value ?? 'info').pipe(z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })),
  LOG_FORMAT: optionalText.transform((value) => value ?? 'json').pipe(z.enum(['json', 'pretty'], { message: 'must be json or pretty' })),
  /** `true`, `false`, or the balancer's addresses, comma-separated (Fastify's `trustProxy`). */
  TRUST_PROXY: optionalText.refine(
    (value) => value === undefined || value === 'true' || value === 'false' || value.split(',').every((entry) => /^[0-9a-f.:/]+$/i.test(entry.trim())),
    'must be true, false, or comma-separated addresses and CIDR ranges of the balancer',
  ),
  /** On SIGTERM: seconds the readiness check answers 503 while requests are still served (graceful-stop.ts). */
  SHUTDOWN_DRAIN_SECONDS: seconds(5),
  /** Then: seconds requests in flight may take to finish before the process ends anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
};

/** The shutdown's times from the parsed SHUTDOWN_* variables. */
export const shutdownTimesOf = (e: { SHUTDOWN_DRAIN_SECONDS: number; SHUTDOWN_TIMEOUT_SECONDS: number }) => ({
  drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
  deadlineMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
});

/** Where the remotes live: a URL each, else the page's host name at the remote's port. */
export const remoteLocationFields = {
  STOREFRONT_URL: httpUrl,
  CHAT_URL: httpUrl,
  CHECKOUT_URL: httpUrl,
  STOREFRONT_PORT: port(3001),
  CHAT_PORT: port(3002),
  CHECKOUT_PORT: port(3003),
};

/** Thrown at start-up for a wrong setting; its message names every wrong variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The environment read through `schema`, or a ConfigError naming each wrong variable, its value (unless
 * listed in `secrets`) and what it must be, so a bad value stops the start instead of a later request.
 */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv, secrets: ReadonlySet<string> = new Set()): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? '?');
    const shown = secrets.has(variable) && env[variable] ? '(hidden)' : JSON.stringify(env[variable] ?? '');
    return `  ${variable}=${shown}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The variables a schema reads, for the README's configuration table. */
export const variablesOf = (schema: z.ZodObject): string[] => Object.keys(schema.shape);
