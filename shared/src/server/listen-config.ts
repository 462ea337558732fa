import { z } from 'zod';

const portSchema = z.coerce.number().int().min(1).max(65_535);

/**
 * Reads a port from the environment, failing at start-up with a message that names the variable
 * rather than listening somewhere unexpected.
 */
export function portFromEnv(variable: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const parsed = portSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${variable} must be a port number between 1 and 65535, got '${raw}'`);
  return parsed.data;
}

/** Interface to bind; 127.0.0.1 unless a deployment opens it up with LISTEN_HOST=0.0.0.0. */
export function listenHostFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.LISTEN_HOST || '127.0.0.1';
}
