import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';

/** At most this many words of a search take part (longer input is cut, not refused). */
export const MAX_SEARCH_WORDS = 8;

/** Words of a search: runs of letters, marks and digits, lower-cased. Punctuation separates words. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Matches a visitor's search against the generated `search_vector` (name, tags, description):
 * every word must match as a prefix ("cott" finds cotton), unstemmed or with English stemming
 * ("sarees" finds saree). Two fallbacks on the name: a substring match, and pg_trgm's word
 * similarity (`<%`, threshold 0.6) for misspellings ("cottn"). Undefined for an empty search.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (!text) return undefined;
  const like = sql`${products.name} ILIKE ${`%${escapeLike(text)}%`}`;
  const words = searchWords(text);
  // Only punctuation: nothing to look up by word, so the literal text must appear in the name.
  if (words.length === 0) return like;
  const perWord = words.map((w) => sql`(to_tsquery('simple', ${`${w}:*`}) || to_tsquery('english', ${`${w}:*`}))`);
  const query = sql.join(perWord, sql` && `);
  return sql`(${products.searchVector} @@ (${query}) OR ${like} OR ${text} <% ${products.name})`;
}
