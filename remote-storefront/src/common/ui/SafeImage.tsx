import { useState } from 'react';

interface Props {
  src: string | undefined | null;
  /** Alternative text; '' marks the image decorative (the placeholder is then hidden from assistive tech too). */
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  width?: number;
  height?: number;
}

/**
 * An image that falls back to a neutral placeholder when it has no source or fails to load, so a broken
 * upload never shows the browser's broken-image icon. The failure is remembered per source: a new `src`
 * gets a fresh try.
 */
export function SafeImage({ src, alt, className, loading = 'lazy', fetchPriority, width, height }: Props) {
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
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      width={width}
      height={height}
      onError={() => setFailedSrc(src)}
    />
  );
}
