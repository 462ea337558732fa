/** Search engines show about this many characters of a description; longer ones are cut mid-word. */
export const DESCRIPTION_LENGTH = 160;

/** One line of text: HTML-free section values still carry line breaks and runs of spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens a description at a word boundary, with an ellipsis, to `max` characters at most. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

export { documentTitle } from 'shared/rules';
