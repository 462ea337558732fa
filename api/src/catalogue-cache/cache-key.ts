/**
 * The cache key of a public answer: its route and its validated query (defaults filled in, values
 * coerced) as JSON with the keys sorted, so `?a=1&b=2` and `?b=2&a=1` share one answer.
 */
export function cacheKey(route: string, query: unknown): string {
  return `${route}?${stableJson(query)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
