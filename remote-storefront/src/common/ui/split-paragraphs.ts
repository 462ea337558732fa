/**
 * Splits owner-written text into paragraphs on blank lines. Policy and story texts arrive as plain text
 * with paragraphs separated by an empty line; they are drawn as text, never as HTML.
 */
export function splitParagraphs(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
