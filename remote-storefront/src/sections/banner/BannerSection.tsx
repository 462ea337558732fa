import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import { useStore } from 'shared';
import { BANNER_INTERVAL_DESKTOP_MS, BANNER_INTERVAL_MOBILE_MS } from 'shared/rules';
import { valueOf } from 'shared/sections';
import type { SectionProps } from '../section-registry';
import { ChevronIcon } from '../../common/ui/ChevronIcon';
import { SafeImage } from '../../common/ui/SafeImage';
import { SmartLink } from '../../common/ui/SmartLink';
import { useAfterHydration } from 'shared/dom';
import { useSwipe } from '../../common/ui/use-swipe';
import { useT } from '../../i18n/use-t';
import { bannerSlides } from './banner-slides';
import { useCarousel } from './use-carousel';

/**
 * The Banner section: a carousel of the owner's shown banner images with arrows, dots, swipe and a
 * rotation button, following the WAI-ARIA carousel pattern. Title and Description, when set, lie over
 * the images; a slide's own headline and button (`Title N`, `Button N`) lie over its image, as text.
 */
export const BannerSection = observer(function BannerSection({ section }: SectionProps) {
  const { ui } = useStore();
  const t = useT();
  const slides = bannerSlides(section);
  const interval = ui.isMobile ? BANNER_INTERVAL_MOBILE_MS : BANNER_INTERVAL_DESKTOP_MS;
  const carousel = useCarousel(slides.length, interval);
  // The page's HTML carries the shown slide's image only (often the page's LCP image): the others come
  // once the page is live, well before their turn.
  const live = useAfterHydration();
  const swipe = useSwipe(carousel.next, carousel.previous);
  const id = useId();
  const title = valueOf(section, 'Title')?.trim();
  const description = valueOf(section, 'Description')?.trim();

  if (slides.length === 0) return null;
  const many = slides.length > 1;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      carousel.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      carousel.previous();
    }
  };

  return (
    <section
      className={`sf-banner${ui.isMobile ? ' sf-banner--mobile' : ''}`}
      aria-roledescription="carousel"
      aria-label={title || t('banner.label')}
      onKeyDown={onKeyDown}
      {...carousel.pauseHandlers}
    >
      {many && (
        <button
          type="button"
          className="sf-banner__rotation"
          onClick={carousel.toggleRotation}
          aria-label={t(carousel.rotationOn ? 'banner.stop' : 'banner.start')}
        >
          {carousel.rotationOn ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      <div className="sf-banner__viewport" {...swipe}>
        <div
          id={`${id}-slides`}
          className="sf-banner__track"
          aria-live={carousel.autoPlaying ? 'off' : 'polite'}
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {slides.map((slide, index) => {
            const active = index === carousel.index;
            const label = t('slide.of', { index: index + 1, count: slides.length });
            return (
              <div
                key={slide.key}
                className="sf-banner__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={slide.alt ? `${label}: ${slide.alt}` : label}
                aria-hidden={active ? undefined : true}
                inert={!active}
              >
                <SmartLink href={slide.href} className="sf-banner__link" aria-label={slide.alt ? undefined : t('banner.slideLink', { title: title || t('banner.default'), position: label })}>
                  {(active || live) && (
                    <SafeImage
                      src={slide.image}
                      alt={slide.alt}
                      className="sf-banner__image"
                      // The shown slide and the next one load now, so a slide never arrives blank; the rest wait.
                      loading={active || index === (carousel.index + 1) % slides.length ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : undefined}
                      sizes="(min-width: 1200px) 1200px, 100vw"
                    />
                  )}
                  {(slide.headline || slide.button) && (
                    <span className="sf-banner__slide-text">
                      {slide.headline && <span className="sf-banner__headline">{slide.headline}</span>}
                      {slide.button && <span className="sf-banner__button">{slide.button}</span>}
                    </span>
                  )}
                </SmartLink>
              </div>
            );
          })}
        </div>
        {(title || description) && (
          <div className="sf-banner__overlay">
            {title && <h2 className="sf-banner__title">{title}</h2>}
            {description && <p className="sf-banner__description">{description}</p>}
          </div>
        )}
      </div>
      {many && (
        <>
          <button type="button" className="sf-banner__arrow sf-banner__arrow--prev" onClick={carousel.previous} aria-controls={`${id}-slides`} aria-label={t('banner.previous')}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className="sf-banner__arrow sf-banner__arrow--next" onClick={carousel.next} aria-controls={`${id}-slides`} aria-label={t('banner.next')}>
            <ChevronIcon direction="right" />
          </button>
          <div className="sf-banner__dots" role="group" aria-label={t('banner.choose')}>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="sf-banner__dot"
                aria-label={t('slide.n', { index: index + 1 })}
                aria-current={index === carousel.index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
});


function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
      <path d="M7 5v14l12-7z" />
    </svg>
  );
}
