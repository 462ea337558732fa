/**
 * Reads a port from the environment, failing at start-up with a message that names the variable
 * rather than listening somewhere unexpected. (Plain checks, not a zod schema: loading zod would add
 * about 10 MB to every static server's memory for this one number.)
 */
export function portFromEnv(variable: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${variable} must be a port number between 1 and 65535, got '${raw}'`);
  return port;
}

/** Interface to bind; 127.0.0.1 unless a deployment opens it up with LISTEN_HOST=0.0.0.0. */
export function listenHostFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.LISTEN_HOST || '127.0.0.1';
}
