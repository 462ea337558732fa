/** Text colours the header chooses between. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#0f172a';

/** sRGB channel (0-255) to linear light, per WCAG 2. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/** `#rgb` or `#rrggbb` to its channels; null for anything else (named colours, rgb(), var()). */
function parseHex(color: string): number[] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * White or dark text on the business's theme colour, whichever contrasts more, so the header stays
 * readable in any brand colour (the default #10B981 is too light for white text: 2.5:1). A colour it
 * cannot read keeps white text.
 */
export function readableTextOn(background: string): string {
  const channels = parseHex(background);
  if (!channels) return LIGHT_TEXT;
  const bg = luminance(channels);
  return contrast(bg, 1) >= contrast(bg, luminance([15, 23, 42])) ? LIGHT_TEXT : DARK_TEXT;
}
