/** Figures from raw samples: percentiles of latencies, ratios to a ceiling, rates. */

/**
 * The p-th percentile (0-100) by the nearest-rank method: the smallest sample with at least p% of the
 * samples at or below it, so p99 of 100 samples is the 99th smallest, never an interpolated value no
 * request took. NaN for no samples.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0-100`);
  const sorted = samples.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** `part / whole`, or NaN when the whole is zero or unknown (no ceiling measured). */
export function ratio(part: number, whole: number): number {
  return whole > 0 && Number.isFinite(whole) ? part / whole : Number.NaN;
}

/** Events per second over a window in milliseconds; NaN for an empty window. */
export function perSecond(count: number, windowMs: number): number {
  return windowMs > 0 ? (count * 1000) / windowMs : Number.NaN;
}
