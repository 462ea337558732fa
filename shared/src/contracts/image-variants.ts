/**
 * Responsive images by a file-name convention, so every place that stores an image URL (section values,
 * product images, logos) stays a plain string and old URLs keep working.
 *
 * An image the API rendered is stored as `/uploads/.../<hash>-<W>x<H>.<jpg|png>`: a raster at its own
 * size W×H (at most IMAGE_MAX_WIDTH wide), JPEG for opaque pictures, PNG for pictures with transparency;
 * `hash` is 16 hex digits of the SHA-256 of the original. Beside it lie its variants
 * `<hash>-<W>x<H>-<w>w.webp` for every width w of imageVariantWidths(W), and `<hash>-<W>x<H>-<w>w.<jpg|png>`
 * for those below W (the main file is the fallback at W). A reader derives the dimensions, the srcset of
 * both formats and the raster fallback from the URL alone; any other URL is shown as it is.
 *
 * No zod here: the storefront paints with this before any schema is loaded.
 */

/** Widths of the variants, narrowest first; an image is never scaled up, so only those below its own width apply. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The widest main file: a larger original is scaled down to this width (the original is kept apart). */
export const IMAGE_MAX_WIDTH = 1920;

export type RasterFormat = 'jpg' | 'png';

/** The widths an image W pixels wide gets variants at: the standard widths below W, then W itself. */
export function imageVariantWidths(width: number): number[] {
  const own = Math.min(Math.max(1, Math.round(width)), IMAGE_MAX_WIDTH);
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < own), own];
}

/** The main file's name: `<hash>-<W>x<H>.<format>`. */
export function responsiveImageName(hash: string, width: number, height: number, format: RasterFormat): string {
  return `${hash}-${width}x${height}.${format}`;
}

/** A variant's name beside its main file: `<hash>-<W>x<H>-<w>w.<format>`. */
export function imageVariantName(hash: string, width: number, height: number, variantWidth: number, format: RasterFormat | 'webp'): string {
  return `${hash}-${width}x${height}-${variantWidth}w.${format}`;
}

export interface ResponsiveImage {
  /** The main raster, the `src` of an `<img>`. */
  src: string;
  width: number;
  height: number;
  format: RasterFormat;
  /** `srcset` of the WebP variants. */
  webpSrcSet: string;
  /** `srcset` of the JPEG/PNG variants (the main file at its own width included). */
  fallbackSrcSet: string;
  /** The widest JPEG/PNG variant at most `width` pixels wide (og:image and the like), with its size. */
  rasterAt(width: number): { url: string; width: number; height: number };
}

// Only files served from /uploads/ (in-site or on the API's origin) follow the convention.
const RESPONSIVE_URL = /^((?:https?:\/\/[^/?#]+)?\/uploads\/(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)+)([0-9a-f]{16})-(\d{1,5})x(\d{1,5})\.(jpg|png)$/;

/** The variant set of an image URL that follows the convention; null for any other URL (shown as it is). */
export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  const match = url ? RESPONSIVE_URL.exec(url) : null;
  if (!match || !url) return null;
  const [, dir = '', hash = '', w = '', h = '', ext = ''] = match;
  const width = Number(w);
  const height = Number(h);
  const format = ext as RasterFormat;
  if (width < 1 || height < 1 || width > IMAGE_MAX_WIDTH) return null;
  const widths = imageVariantWidths(width);
  const variant = (vw: number, f: RasterFormat | 'webp') => (vw === width && f !== 'webp' ? url : `${dir}${imageVariantName(hash, width, height, vw, f)}`);
  const srcSet = (f: RasterFormat | 'webp') => widths.map((vw) => `${variant(vw, f)} ${vw}w`).join(', ');
  return {
    src: url,
    width,
    height,
    format,
    webpSrcSet: srcSet('webp'),
    fallbackSrcSet: srcSet(format),
    rasterAt: (max) => {
      const vw = [...widths].reverse().find((w) => w <= max) ?? widths[0] ?? width;
      return { url: variant(vw, format), width: vw, height: Math.round((height * vw) / width) };
    },
  };
}
