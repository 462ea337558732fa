import { responsiveImage } from 'shared/contracts';
import { absoluteUrl } from './site-urls';

/** Link previews (WhatsApp, Facebook, X) show at most about this width; a wider variant is only bytes. */
const PREVIEW_WIDTH = 1280;

/** A picture for og:image and twitter:image: an absolute URL of a raster, with its size when known. */
export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

// Previews do not draw SVG; an address whose path ends in .svg (or an SVG data URL) is passed over.
const isSvg = (url: string) => /^data:image\/svg/i.test(url) || /\.svgz?$/i.test(url.split(/[?#]/)[0] ?? '');

/**
 * The share picture of a stored image URL: an image with renditions (image-variants.ts) gives its JPEG
 * or PNG variant at most PREVIEW_WIDTH wide and that variant's size; another raster URL is used as it
 * is; an SVG gives null, so the caller looks further.
 */
export function shareImage(origin: string, url: string | null | undefined, alt: string): ShareImage | null {
  if (!url || isSvg(url)) return null;
  const image = responsiveImage(url);
  if (!image) return { url: absoluteUrl(origin, url), alt };
  const { url: variant, width, height } = image.rasterAt(PREVIEW_WIDTH);
  return { url: absoluteUrl(origin, variant), alt, width, height };
}
