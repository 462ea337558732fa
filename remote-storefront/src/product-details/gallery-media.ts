import type { Product } from 'shared';
import type { Translate } from 'shared/i18n';
import { storefrontMessages, type StorefrontMessage } from '../i18n/use-t';

/** One slide of the gallery: a picture, a video, or the placeholder of a product without media. */
export type GalleryMedia =
  | { kind: 'image'; key: string; src: string }
  | { kind: 'video'; key: string; src: string }
  | { kind: 'placeholder'; key: string };

/**
 * The product's pictures in their stored order (blank and repeated entries dropped), then its video.
 * A product with neither gets one placeholder slide, so the gallery never collapses.
 */
export function galleryMedia(product: Pick<Product, 'images' | 'video'>): GalleryMedia[] {
  const seen = new Set<string>();
  const media: GalleryMedia[] = [];
  for (const raw of product.images) {
    const src = raw.trim();
    if (!src || seen.has(src)) continue;
    seen.add(src);
    media.push({ kind: 'image', key: `image:${src}`, src });
  }
  const video = product.video?.trim();
  if (video) media.push({ kind: 'video', key: `video:${video}`, src: video });
  return media.length > 0 ? media : [{ kind: 'placeholder', key: 'placeholder' }];
}

/** The accessible name of a slide: "Name, image 2 of 3" or "Name, video". */
export function mediaLabel(productName: string, media: GalleryMedia[], index: number, t: Translate<StorefrontMessage> = storefrontMessages.now('en')): string {
  const item = media[index];
  if (item?.kind === 'video') return t('pd.video', { name: productName });
  const images = media.filter((m) => m.kind !== 'video').length;
  return images > 1 ? t('pd.image', { name: productName, index: index + 1, count: images }) : productName;
}
