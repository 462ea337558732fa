import { type Section } from 'shared';
import { valuesOf } from 'shared/sections';

/** One slide of the banner carousel. */
export interface BannerSlide {
  key: string;
  /** Image address (the entry's value). */
  image: string;
  /** Caption and alternative text (the entry's label); '' when the owner gave none. */
  alt: string;
  /** Where the slide leads (the entry's url), if anywhere. */
  href: string | undefined;
}

/**
 * The slides a visitor sees: the section's repeated `Image` entries with an image, in stored order,
 * without those hidden one by one (status 'hide'; no status means shown).
 */
export function bannerSlides(section: Section): BannerSlide[] {
  return valuesOf(section, 'Image')
    .filter((entry) => entry.status !== 'hide' && entry.value.trim() !== '')
    .map((entry, index) => ({
      key: `${index}:${entry.value}`,
      image: entry.value.trim(),
      alt: entry.label?.trim() ?? '',
      href: entry.url?.trim() || undefined,
    }));
}
