import { useState } from 'react';
import { useAfterHydration } from 'shared/dom';
import { useSwipe } from '../common/ui/use-swipe';
import { useT } from '../i18n/use-t';
import { mediaLabel, type GalleryMedia } from './gallery-media';
import { MediaSlide } from './MediaSlide';

interface Props {
  productName: string;
  media: GalleryMedia[];
}

/**
 * Mobile gallery: full-width slides moved by a horizontal swipe of at least 50 px (SWIPE_THRESHOLD_PX,
 * through `useSwipe`), stopping at either end, with dots to jump (and to move without a swipe) and a
 * "2 / 3" counter.
 */
export function MobileCarousel({ productName, media }: Props) {
  const t = useT();
  const [rawIndex, setIndex] = useState(0);
  const count = media.length;
  const index = Math.min(rawIndex, count - 1);
  const swipe = useSwipe(
    () => setIndex(Math.min(index + 1, count - 1)),
    () => setIndex(Math.max(index - 1, 0)),
  );
  const many = count > 1;
  // The page's HTML carries the first picture only (the page's LCP image); the others come once it is live.
  const live = useAfterHydration();

  return (
    <section className="sf-pd-carousel" aria-roledescription="carousel" aria-label={t('pd.pictures', { name: productName })}>
      <div className="sf-pd-carousel__viewport" {...swipe}>
        <div className="sf-pd-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {media.map((item, i) => (
            <div
              key={item.key}
              className="sf-pd-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide.of', { index: i + 1, count })}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              {(i === 0 || live) && <MediaSlide media={item} label={mediaLabel(productName, media, i, t)} eager={i === 0} />}
            </div>
          ))}
        </div>
        {many && (
          <span className="sf-pd-carousel__counter" aria-hidden="true">
            {index + 1} / {count}
          </span>
        )}
      </div>
      {many && (
        <div className="sf-pd-carousel__dots" role="group" aria-label={t('pd.chooseImage')}>
          {media.map((item, i) => (
            <button
              key={item.key}
              type="button"
              className="sf-pd-carousel__dot"
              aria-label={t('slide.n', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
