/** First retry after this long. */
export const RECONNECT_BASE_MS = 1_000;
/** Retries never wait longer than this, however many attempts failed. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the next attempt after `failures` failed ones: 1 s doubling up to 30 s, then
 * spread over ±50 % so a server restart is not met by every client at the same instant.
 */
export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** exponent);
  return Math.round(delay * (0.5 + random()));
}
