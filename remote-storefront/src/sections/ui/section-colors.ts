import type { CSSProperties } from 'react';
import { valueOf, type Section } from 'shared';
import { safeColor } from './safe-color';

/**
 * The owner's colours of a section as CSS custom properties, read by the stylesheet with the site's
 * defaults as fallback: Background Color, Border Color, Text Color 1 (headings), Text Color 2 (body).
 * Values that are not colours are dropped.
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
  return style as CSSProperties;
}
