import { type Section } from 'shared';
import { valueOf, valuesOf } from 'shared/sections';

/** One slide of the banner carousel. */
export interface BannerSlide {
  key: string;
  /** Image address (the entry's value). */
  image: string;
  /** Caption and alternative text (the entry's label); '' when the owner gave none. */
  alt: string;
  /** Where the slide leads (the entry's url), if anywhere. */
  href: string | undefined;
  /** The headline drawn over the slide as text (the section's `Title N` for the Nth image), if any. */
  headline: string | undefined;
  /** The call to action drawn over the slide as a button (`Button N`), if any. */
  button: string | undefined;
}

/**
 * The slides a visitor sees: the section's repeated `Image` entries with an image, in stored order,
 * without those hidden one by one (status 'hide'; no status means shown). The Nth image (counting every
 * image entry, as the edit form numbers them) takes its headline from `Title N` and its button from
 * `Button N`: text the owner edits as text, drawn over artwork that carries none.
 */
export function bannerSlides(section: Section): BannerSlide[] {
  const text = (key: string) => valueOf(section, key)?.trim() || undefined;
  return valuesOf(section, 'Image')
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.status !== 'hide' && entry.value.trim() !== '')
    .map(({ entry, index }) => ({
      key: `${index}:${entry.value}`,
      image: entry.value.trim(),
      alt: entry.label?.trim() ?? '',
      href: entry.url?.trim() || undefined,
      headline: text(`Title ${index + 1}`),
      button: text(`Button ${index + 1}`),
    }));
}
