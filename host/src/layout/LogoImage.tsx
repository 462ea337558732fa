import { responsiveImage } from 'shared/constants';

interface Props {
  src: string;
  /** The drawn size in CSS pixels (a square). */
  size: number;
  loading: 'eager' | 'lazy';
}

/**
 * A logo at a fixed size, so the header never shifts. An image the API rendered
 * (shared/src/contracts/image-variants.ts) also offers its WebP variants, picked for the drawn size.
 */
export function LogoImage({ src, size, loading }: Props) {
  const image = responsiveImage(src);
  const sizes = `${size}px`;
  const img = (
    <img src={src} srcSet={image?.fallbackSrcSet} sizes={image ? sizes : undefined} alt="" width={size} height={size} loading={loading} decoding="async" />
  );
  if (!image) return img;
  return (
    <picture className="site-picture">
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
