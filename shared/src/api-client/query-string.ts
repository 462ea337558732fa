/** A query-string value: lists are sent comma-separated (the API's `priceRange=min,max`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * `?a=1&b=x` from params, leaving out null, undefined, empty text and empty lists (the API treats an
 * absent filter as "any", while an empty one can fail its validation); '' when nothing is left.
 */
export function toQueryString(query: QueryParams | null | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.append(key, value.join(','));
      continue;
    }
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
