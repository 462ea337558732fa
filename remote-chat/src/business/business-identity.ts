import type { PageAnswer } from 'shared';
import { safeAttachmentUrl } from '../conversation/messages/safe-url';

/** Who answers in the chat: the business's name and logo, as the site's page data gives them. */
export interface BusinessIdentity {
  name: string;
  /** A safe URL of the logo, or null to draw the initials. */
  logo: string | null;
}

/** The business of the page: its name and logo (a logo that is not a safe URL is drawn as initials). */
export function businessIdentityOf(answer: Pick<PageAnswer, 'businessName' | 'logo'>): BusinessIdentity {
  const logo = answer.logo?.trim() ? safeAttachmentUrl(answer.logo) : null;
  return { name: answer.businessName.trim(), logo };
}

/**
 * Up to two initials of the business's name, from its words that start with a letter of any script:
 * "Kaveri Silks" → "KS", "7 Hills Bakery" → "HB". A name with no such word (or none) gives '' and the
 * avatar shows a shop icon rather than a stray '#' or digit.
 */
export function businessInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0)!).toLocaleUpperCase())
    .join('');
}
