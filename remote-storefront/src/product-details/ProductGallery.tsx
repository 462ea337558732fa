import { useId, useState, type KeyboardEvent } from 'react';
import { SafeImage } from '../common/ui/SafeImage';
import { useT } from '../i18n/use-t';
import { mediaLabel, type GalleryMedia } from './gallery-media';
import { ChevronIcon, PlayIcon } from './icons';
import { MediaSlide } from './MediaSlide';

interface Props {
  productName: string;
  media: GalleryMedia[];
}

/**
 * Desktop gallery: the chosen picture or video large, arrows either side (wrapping round), and a row
 * of thumbnails. Arrow keys move through it when focus is inside.
 */
export function ProductGallery({ productName, media }: Props) {
  const t = useT();
  const [rawIndex, setIndex] = useState(0);
  const id = useId();
  const count = media.length;
  const index = Math.min(rawIndex, count - 1);
  const many = count > 1;
  const current = media[index] ?? media[0];
  const goTo = (target: number) => setIndex(((target % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    // the video's own controls use the arrow keys to seek
    if (event.target instanceof HTMLVideoElement) return;
    event.preventDefault();
    goTo(index + (event.key === 'ArrowRight' ? 1 : -1));
  };

  if (!current) return null;
  return (
    <section className="sf-pd-gallery" aria-roledescription="carousel" aria-label={t('pd.pictures', { name: productName })} onKeyDown={onKeyDown}>
      <div className="sf-pd-gallery__stage" id={`${id}-stage`} aria-live="polite">
        {/* keyed by slide: a video stops when it is left */}
        <MediaSlide key={current.key} media={current} label={mediaLabel(productName, media, index, t)} eager={index === 0} />
        {many && (
          <>
            <button type="button" className="sf-pd-gallery__arrow sf-pd-gallery__arrow--prev" aria-label={t('pd.prevImage')} aria-controls={`${id}-stage`} onClick={() => goTo(index - 1)}>
              <ChevronIcon direction="left" />
            </button>
            <button type="button" className="sf-pd-gallery__arrow sf-pd-gallery__arrow--next" aria-label={t('pd.nextImage')} aria-controls={`${id}-stage`} onClick={() => goTo(index + 1)}>
              <ChevronIcon direction="right" />
            </button>
          </>
        )}
      </div>
      {many && (
        <ul className="sf-pd-gallery__thumbs" aria-label={t('pd.thumbs')}>
          {media.map((item, i) => (
            <li key={item.key}>
              <button
                type="button"
                className="sf-pd-gallery__thumb"
                aria-label={t('pd.show', { media: mediaLabel(productName, media, i, t) })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-stage`}
                onClick={() => goTo(i)}
              >
                {item.kind === 'video' ? (
                  <span className="sf-pd-gallery__video-thumb">
                    <PlayIcon />
                  </span>
                ) : (
                  <SafeImage src={item.kind === 'image' ? item.src : null} alt="" className="sf-pd-gallery__thumb-image" loading="lazy" sizes="72px" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
