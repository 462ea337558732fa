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
 * The search's conditions below are built once per number of words (a prepared statement's shape) with
 * placeholders for the text, the name pattern and each word; `searchValues` gives their values.
 */
const textValue = sql.placeholder('searchText');
const likeValue = sql.placeholder('searchLike');
const wordValue = (i: number) => sql.placeholder(`searchWord${i}`);

/** The values of a search's placeholders: the text, its name pattern, each word as a prefix query. */
export function searchValues(text: string): Record<string, string> {
  const values: Record<string, string> = { searchText: text, searchLike: `%${escapeLike(text)}%` };
  searchWords(text).forEach((word, i) => {
    values[`searchWord${i}`] = `${word}:*`;
  });
  return values;
}

/**
 * Matches a visitor's search of `wordCount` words against the generated `search_vector` (name, tags,
 * category, description): every word must match as a prefix ("cott" finds cotton), unstemmed ('simple',
 * right for Indian words English stemming would mangle) or with English stemming ("sarees" finds saree);
 * or the text is a substring of the name ("ivaram" finds Kanjivaram). Both are GIN index lookups (the
 * document's index, the names' trigram index), never a scan of the business's items.
 */
export function searchCondition(wordCount: number): SQL {
  const like = sql`${products.name} ILIKE ${likeValue}`;
  // Only punctuation: nothing to look up by word, so the literal text must appear in the name.
  if (wordCount === 0) return like;
  return sql`(${products.searchVector} @@ ${wordsQuery(wordCount)} OR ${like})`;
}

/**
 * Every word as a prefix, unstemmed ('simple') or stemmed ('english'), as a scalar subquery: PostgreSQL
 * computes it once per statement, where the bare expression, in a plan made without the words, is parsed
 * again for every item it is tested or ranked against.
 */
function wordsQuery(wordCount: number): SQL {
  const perWord = Array.from({ length: wordCount }, (_, i) => sql`(to_tsquery('simple', ${wordValue(i)}) || to_tsquery('english', ${wordValue(i)}))`);
  return sql`(SELECT ${sql.join(perWord, sql` && `)})`;
}

/**
 * How well an item matches a search, higher first: ts_rank of the words in the search document (a word
 * in the name, weight A, counts most, then tags and category, B, then the description, C). An item the
 * words do not find (a partial word inside a name, "otto" in cotton; a close spelling, "kanjeevaram" for
 * Kanjivaram, on the second try) is ranked by pg_trgm's word similarity of the text to its name instead:
 * only for those, as it costs ten times the rank. Computed for the search's matches only (its text
 * indexes found them), never for the business's other items.
 */
export function relevanceOf(wordCount: number): SQL<number> {
  const similarity = sql`word_similarity(${textValue}, ${products.name})`;
  if (wordCount === 0) return sql<number>`${similarity}`;
  const query = wordsQuery(wordCount);
  return sql<number>`(CASE WHEN ${products.searchVector} @@ ${query} THEN ts_rank(${products.searchVector}, ${query}) ELSE ${similarity} END)`;
}

/**
 * The second try of a search that matched nothing: names with a word spelt close to the text (pg_trgm's
 * word similarity, `<%`, at the connection's SIMILAR_WORD_THRESHOLD, db/client.ts, on the names' trigram
 * index): "cardamon" finds cardamom, "kanjeevaram" finds Kanjivaram. Only after the first try found
 * nothing, because a close spelling of a common word ("silk") is most of a catalogue and would swamp the
 * real matches. Undefined when the text has no word to compare.
 */
export function similarNameCondition(wordCount: number): SQL | undefined {
  if (wordCount === 0) return undefined;
  return sql`${textValue} <% ${products.name}`;
}
