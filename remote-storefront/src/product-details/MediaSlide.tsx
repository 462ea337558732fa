import { SafeImage } from '../common/ui/SafeImage';
import type { GalleryMedia } from './gallery-media';

interface Props {
  media: GalleryMedia;
  /** The slide's accessible name. */
  label: string;
  /** The first picture loads at once and first; the others wait until near. */
  eager?: boolean;
}

/** One gallery slide: a picture (placeholder when it fails), the product video, or the placeholder. */
export function MediaSlide({ media, label, eager = false }: Props) {
  if (media.kind === 'video') {
    return (
      <video className="sf-pd-media" src={media.src} controls playsInline preload="metadata" aria-label={label} />
    );
  }
  return (
    <SafeImage
      src={media.kind === 'image' ? media.src : null}
      alt={label}
      className="sf-pd-media"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // beside the details on a wide screen, the whole width on a phone (product-details.css)
      sizes="(min-width: 961px) 50vw, 100vw"
    />
  );
}
