import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';

/** At most this many words of a search take part (longer input is cut, not refused). */
export const MAX_SEARCH_WORDS = 8;

/** Words of a search: runs of letters, marks and digits, lower-cased. Punctuation separates words. */
export function searchWords(search: string): string[] {
  return (search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search as typed, trimmed; undefined when there is nothing to search for. */
export function searchText(search: string | undefined): string | undefined {
  return search?.trim() || undefined;
}

/**
 * Matches a visitor's search against the generated `search_vector` (name, tags, category, description):
 * every word must match as a prefix ("cott" finds cotton), unstemmed ('simple', right for Indian words
 * English stemming would mangle) or with English stemming ("sarees" finds saree); or the text is a
 * substring of the name ("ivaram" finds Kanjivaram). Both are GIN index lookups (the document's index,
 * the names' trigram index), never a scan of the business's items.
 */
export function searchCondition(text: string): SQL {
  const like = sql`${products.name} ILIKE ${`%${escapeLike(text)}%`}`;
  const words = searchWords(text);
  // Only punctuation: nothing to look up by word, so the literal text must appear in the name.
  if (words.length === 0) return like;
  const perWord = words.map((w) => sql`(to_tsquery('simple', ${`${w}:*`}) || to_tsquery('english', ${`${w}:*`}))`);
  const query = sql.join(perWord, sql` && `);
  return sql`(${products.searchVector} @@ (${query}) OR ${like})`;
}

/**
 * pg_trgm's word similarity a name must reach for a close spelling: 0.5, below its default of 0.6, so
 * that the spellings of an Indian word meet ("kanjeevaram" and Kanjivaram share 8 of 15 trigrams, 0.53).
 * The listing sets it for the fallback's transaction only.
 */
export const SIMILAR_WORD_THRESHOLD = 0.5;

/**
 * The second try of a search that matched nothing: names with a word spelt close to the text (pg_trgm's
 * word similarity, `<%`, at SIMILAR_WORD_THRESHOLD, on the names' trigram index): "cardamon" finds
 * cardamom, "kanjeevaram" finds Kanjivaram. Only after the first try found nothing, because a close spelling of a
 * common word ("silk") is most of a catalogue and would swamp the real matches. Undefined when the text
 * has no word to compare.
 */
export function similarNameCondition(text: string): SQL | undefined {
  if (searchWords(text).length === 0) return undefined;
  return sql`${text} <% ${products.name}`;
}
