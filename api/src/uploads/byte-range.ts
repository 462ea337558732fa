/** Part of a stored file: bytes `start` to `end` (inclusive; unset: to the end), or its last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** A range that starts past the end of a file of `total` bytes: answered with 416. */
export class RangeNotSatisfiable extends Error {
  override name = 'RangeNotSatisfiable';
  constructor(readonly total: number) {
    super(`range not satisfiable for ${total} bytes`);
  }
}

/**
 * A request's `Range` header as one byte range, or null to send the whole file: no header, another unit,
 * several ranges (rare for media; the whole file is a valid answer to them) or a malformed one.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end >= start ? { start, end } : null;
}

/** The inclusive bounds of `range` in a file of `total` bytes; throws RangeNotSatisfiable when none. */
export function resolveRange(range: ByteRange, total: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix === 0 || total === 0) throw new RangeNotSatisfiable(total);
    return { start: Math.max(0, total - range.suffix), end: total - 1 };
  }
  if (range.start >= total) throw new RangeNotSatisfiable(total);
  return { start: range.start, end: Math.min(range.end ?? total - 1, total - 1) };
}

/** `range` as a Range header's value (what an object store's GET takes). */
export function rangeHeaderValue(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}
