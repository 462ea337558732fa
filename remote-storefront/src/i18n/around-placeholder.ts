/** Stands in for the element while the message is said; a control character no message or value holds. */
const MARKER = '\u0001';

/**
 * A message with one placeholder drawn as an element (the search term in <q>): the text before and
 * after it, so each language puts the element where its word order wants it.
 */
export function aroundPlaceholder(say: (marker: string) => string): [before: string, after: string] {
  const [before = '', after = ''] = say(MARKER).split(MARKER);
  return [before, after];
}
