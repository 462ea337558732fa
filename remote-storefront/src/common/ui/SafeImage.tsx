import { useState } from 'react';
import { responsiveImage } from 'shared/constants';

interface Props {
  src: string | undefined | null;
  /** Alternative text; '' marks the image decorative (the placeholder is then hidden from assistive tech too). */
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Stated size; an image with renditions states its own (so the page keeps its place before it loads). */
  width?: number;
  height?: number;
  /** How wide the image is drawn, for the browser to pick a variant (`sizes`): the whole viewport unless told. */
  sizes?: string;
}

/**
 * An image that falls back to a neutral placeholder when it has no source or fails to load, so a broken
 * upload never shows the browser's broken-image icon. The failure is remembered per source: a new `src`
 * gets a fresh try.
 *
 * An image the API rendered (shared/src/contracts/image-variants.ts) is drawn as a `<picture>`: a WebP
 * source and the JPEG/PNG `<img>`, each with the srcset of its widths and `sizes`, and the `<img>` with
 * the image's width and height. `.sf-picture` is `display: contents`, so the `<img>` lays out as before.
 */
export function SafeImage({ src, alt, className, loading = 'lazy', fetchPriority, width, height, sizes = '100vw' }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={['sf-img-placeholder', className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
      >
        <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </span>
    );
  }
  const image = responsiveImage(src);
  const img = (
    <img
      src={src}
      srcSet={image?.fallbackSrcSet}
      sizes={image ? sizes : undefined}
      alt={alt}
      className={className}
      loading={loading}
      // the first screen's picture is decoded with the page, not after it
      decoding={fetchPriority === 'high' ? undefined : 'async'}
      fetchPriority={fetchPriority}
      width={width ?? image?.width}
      height={height ?? image?.height}
      onError={() => setFailedSrc(src)}
    />
  );
  if (!image) return img;
  return (
    <picture className="sf-picture">
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
