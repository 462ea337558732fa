/**
 * A colour the owner typed into a section (Background Color, Text Color 1, ...), or undefined when it is
 * not a plain CSS colour. Colours end up in inline styles and custom properties, where a value such as
 * `url(https://tracker)` would otherwise be accepted, so only colour syntax gets through.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch)\(\s*[-\d.%,\s/a-z]*\)$/i;
const NAMED = /^[a-z]{3,30}$/i;

export function safeColor(value: string | undefined | null): string | undefined {
  const color = value?.trim();
  if (!color) return undefined;
  if (HEX.test(color) || FUNCTIONAL.test(color) || NAMED.test(color)) return color;
  return undefined;
}
