import type { CSSProperties } from 'react';
import { type Section } from 'shared';
import { valueOf } from 'shared/sections';
import { safeColor } from './safe-color';

/** The site's default (dark) text colour, which a section's text falls back to. */
const DEFAULT_TEXT = '#0f172a';

/** WCAG relative luminance of a #rgb / #rrggbb colour (alpha ignored), or null for other syntaxes. */
function luminance(color: string): number | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * White when it reads better than the default dark text on the owner's background (a dark fill
 * such as #0F766E), so a section coloured without text colours keeps its text readable (WCAG 1.4.3).
 */
function readableTextOn(background: string): string | undefined {
  const bg = luminance(background);
  const text = luminance(DEFAULT_TEXT);
  if (bg === null || text === null) return undefined;
  const onWhite = 1.05 / (bg + 0.05);
  const onDefault = (bg + 0.05) / (text + 0.05);
  return onWhite > onDefault ? '#ffffff' : undefined;
}

/**
 * The owner's colours of a section as CSS custom properties, read by the stylesheet with the site's
 * defaults as fallback: Background Color, Border Color, Text Color 1 (headings), Text Color 2 (body).
 * Values that are not colours are dropped. On a dark background without text colours, text is white.
 */
export function sectionColors(section: Section): CSSProperties {
  const style: Record<string, string> = {};
  const set = (property: string, key: string) => {
    const color = safeColor(valueOf(section, key));
    if (color) style[property] = color;
  };
  set('--sf-section-bg', 'Background Color');
  set('--sf-section-border', 'Border Color');
  set('--sf-section-heading', 'Text Color 1');
  set('--sf-section-text', 'Text Color 2');
  const onBackground = style['--sf-section-bg'] ? readableTextOn(style['--sf-section-bg']) : undefined;
  if (onBackground) {
    style['--sf-section-heading'] ??= onBackground;
    style['--sf-section-text'] ??= onBackground;
  }
  return style as CSSProperties;
}
