/**
 * Generated artwork for the demo sites: gradient images with shapes and the item's name, written as
 * SVG files (nothing is fetched from the internet).
 */
import type { Random } from './random';

export type Motif = 'mandala' | 'diya' | 'bowl' | 'spark' | 'cake' | 'leaf';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Splits a title into lines of at most `width` characters (whole words). */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

function motif(kind: Motif, cx: number, cy: number, size: number): string {
  const s = size / 100;
  const stroke = `fill="none" stroke="#fff" stroke-width="${(3 * s).toFixed(1)}" stroke-linecap="round" opacity="0.9"`;
  switch (kind) {
    case 'mandala': {
      const petals = Array.from({ length: 12 }, (_, i) =>
        `<ellipse cx="${cx}" cy="${cy - 45 * s}" rx="${12 * s}" ry="${38 * s}" transform="rotate(${i * 30} ${cx} ${cy})" ${stroke}/>`,
      ).join('');
      return `${petals}<circle cx="${cx}" cy="${cy}" r="${16 * s}" fill="#fff" opacity="0.85"/><circle cx="${cx}" cy="${cy}" r="${92 * s}" ${stroke}/>`;
    }
    case 'diya':
      return `<path d="M${cx - 80 * s} ${cy + 10 * s} Q${cx} ${cy + 90 * s} ${cx + 80 * s} ${cy + 10 * s} Z" fill="#fff" opacity="0.85"/>` +
        `<path d="M${cx} ${cy - 10 * s} C${cx - 25 * s} ${cy - 40 * s} ${cx - 5 * s} ${cy - 70 * s} ${cx} ${cy - 95 * s} C${cx + 5 * s} ${cy - 70 * s} ${cx + 25 * s} ${cy - 40 * s} ${cx} ${cy - 10 * s} Z" fill="#FDE68A"/>` +
        `<ellipse cx="${cx}" cy="${cy + 10 * s}" rx="${80 * s}" ry="${14 * s}" ${stroke}/>`;
    case 'bowl': {
      const dots = Array.from({ length: 9 }, (_, i) => `<circle cx="${cx - 48 * s + i * 12 * s}" cy="${cy - 8 * s - (i % 3) * 9 * s}" r="${7 * s}" fill="#fff" opacity="0.8"/>`).join('');
      return `${dots}<path d="M${cx - 90 * s} ${cy} A${90 * s} ${80 * s} 0 0 0 ${cx + 90 * s} ${cy} Z" fill="#fff" opacity="0.9"/><line x1="${cx - 100 * s}" y1="${cy}" x2="${cx + 100 * s}" y2="${cy}" ${stroke}/>`;
    }
    case 'spark': {
      const rays = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return `<line x1="${cx + Math.cos(a) * 30 * s}" y1="${cy + Math.sin(a) * 30 * s}" x2="${cx + Math.cos(a) * 90 * s}" y2="${cy + Math.sin(a) * 90 * s}" ${stroke}/>`;
      }).join('');
      return `${rays}<circle cx="${cx}" cy="${cy}" r="${22 * s}" fill="#fff" opacity="0.9"/>`;
    }
    case 'cake':
      return `<rect x="${cx - 80 * s}" y="${cy - 10 * s}" width="${160 * s}" height="${70 * s}" rx="${10 * s}" fill="#fff" opacity="0.9"/>` +
        `<rect x="${cx - 55 * s}" y="${cy - 60 * s}" width="${110 * s}" height="${50 * s}" rx="${10 * s}" fill="#fff" opacity="0.75"/>` +
        `<line x1="${cx}" y1="${cy - 60 * s}" x2="${cx}" y2="${cy - 95 * s}" ${stroke}/><circle cx="${cx}" cy="${cy - 102 * s}" r="${7 * s}" fill="#FDE68A"/>`;
    case 'leaf':
      return `<path d="M${cx} ${cy + 90 * s} C${cx - 90 * s} ${cy + 20 * s} ${cx - 60 * s} ${cy - 80 * s} ${cx} ${cy - 95 * s} C${cx + 60 * s} ${cy - 80 * s} ${cx + 90 * s} ${cy + 20 * s} ${cx} ${cy + 90 * s} Z" fill="#fff" opacity="0.85"/>` +
        `<line x1="${cx}" y1="${cy + 90 * s}" x2="${cx}" y2="${cy - 80 * s}" stroke="#000" stroke-opacity="0.2" stroke-width="${3 * s}"/>`;
  }
}

function bubbles(random: Random, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const r = random.int(Math.round(width * 0.05), Math.round(width * 0.22));
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" opacity="${(0.05 + random.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
}

const gradient = (hue: number) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue % 360} 72% 58%)"/>` +
  `<stop offset="1" stop-color="hsl(${(hue + 38) % 360} 65% 30%)"/></linearGradient>`;

/** A square item picture: gradient, shapes, a motif and the item's name on a glass panel. */
export function productSvg(options: { title: string; subtitle: string; hue: number; motif: Motif; random: Random }): string {
  const { title, subtitle, hue, random } = options;
  const lines = wrap(title, 20, 2);
  const text = lines
    .map((line, i) => `<text x="400" y="${625 + i * 56 - (lines.length - 1) * 28}" font-size="46" font-weight="600">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(title)}">` +
    `<defs>${gradient(hue)}</defs><rect width="800" height="800" fill="url(#bg)"/>${bubbles(random, 800, 800, 7)}` +
    `${motif(options.motif, 400, 300, 150)}` +
    `<rect x="56" y="540" width="688" height="200" rx="32" fill="#000" opacity="0.22"/>` +
    `<g font-family="Georgia, 'Times New Roman', serif" fill="#fff" text-anchor="middle">${text}` +
    `<text x="400" y="712" font-size="24" opacity="0.85" font-family="Helvetica, Arial, sans-serif" letter-spacing="3">${escapeXml(subtitle.toUpperCase())}</text></g></svg>`;
}

/**
 * A wide banner's artwork alone: gradient, shapes and the motif on the right, the left half left clear
 * for the headline and button the storefront draws over it as text (the section's `Title N`, `Button N`).
 */
export function bannerArtSvg(options: { label: string; hue: number; motif: Motif; random: Random }): string {
  const { label, hue, random } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img" aria-label="${escapeXml(label)}">` +
    `<defs>${gradient(hue)}</defs><rect width="1600" height="600" fill="url(#bg)"/>${bubbles(random, 1600, 600, 10)}` +
    `${motif(options.motif, 1250, 300, 300)}</svg>`;
}

/** A wide banner: gradient, shapes, a headline, a line of text and a call-to-action pill. */
export function bannerSvg(options: { title: string; subtitle: string; cta: string; hue: number; motif: Motif; random: Random }): string {
  const { title, subtitle, cta, hue, random } = options;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600" role="img" aria-label="${escapeXml(title)}">` +
    `<defs>${gradient(hue)}</defs><rect width="1600" height="600" fill="url(#bg)"/>${bubbles(random, 1600, 600, 10)}` +
    `${motif(options.motif, 1250, 300, 300)}` +
    `<g font-family="Georgia, 'Times New Roman', serif" fill="#fff">` +
    `<text x="120" y="250" font-size="84" font-weight="700">${escapeXml(title)}</text>` +
    `<text x="120" y="330" font-size="36" font-family="Helvetica, Arial, sans-serif" opacity="0.9">${escapeXml(subtitle)}</text></g>` +
    `<rect x="120" y="390" width="${60 + cta.length * 20}" height="72" rx="36" fill="#fff"/>` +
    `<text x="${150}" y="437" font-size="30" font-family="Helvetica, Arial, sans-serif" font-weight="700" fill="hsl(${hue % 360} 60% 30%)">${escapeXml(cta)}</text></svg>`;
}

/** A round logo with initials. */
export function logoSvg(options: { initials: string; hue: number }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="logo">` +
    `<defs>${gradient(options.hue)}</defs><circle cx="128" cy="128" r="124" fill="url(#bg)"/>` +
    `<circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-width="4" opacity="0.6"/>` +
    `<text x="128" y="150" font-size="72" font-family="Georgia, serif" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(options.initials)}</text></svg>`;
}

/** A QR-code-like pattern for the demo's manual payment sheet (not a scannable code). */
export function qrSvg(random: Random, caption: string): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="70" height="70" fill="#111"/><rect x="${x + 10}" y="${y + 10}" width="50" height="50" fill="#fff"/><rect x="${x + 20}" y="${y + 20}" width="30" height="30" fill="#111"/>`;
  for (let y = 0; y < 25; y += 1)
    for (let x = 0; x < 25; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && random.chance(0.45)) cells.push(`<rect x="${20 + x * 10}" y="${20 + y * 10}" width="10" height="10" fill="#111"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="290" height="330" viewBox="0 0 290 330" role="img" aria-label="UPI QR code">` +
    `<rect width="290" height="330" fill="#fff"/>${cells.join('')}${finder(20, 20)}${finder(190, 20)}${finder(20, 190)}` +
    `<text x="145" y="315" font-size="16" font-family="Helvetica, Arial, sans-serif" text-anchor="middle" fill="#111">${escapeXml(caption)}</text></svg>`;
}
