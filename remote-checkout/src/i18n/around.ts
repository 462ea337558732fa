const MARK = '\u0000';

/**
 * A message with one part drawn by the view (the payee in bold): said with `around.MARK` as that
 * part's value, it splits into the text before and after it, whatever the language's word order.
 */
export function around(message: string): [before: string, after: string] {
  const at = message.indexOf(MARK);
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + MARK.length)];
}
around.MARK = MARK;
