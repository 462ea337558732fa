import { sharedMessages } from '../i18n/shared-messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

/** Spec: what a mobile-only page (cart, categories, profile) shows on a desktop. */
export const MOBILE_ONLY_MESSAGE = 'This Page Only Available For Mobile View';

export interface MobileOnlyNoticeProps {
  /** The remote's own class for the notice (each remote styles it in its own look). */
  className: string;
  /** The page's language (`useStore().locale`); English by default. */
  locale?: Locale;
}

/**
 * The notice of a mobile-only page on a desktop, in the spec's words. What happens next is the page's:
 * the cart page sends the visitor home, the categories and profile pages stay put.
 */
export function MobileOnlyNotice({ className, locale = DEFAULT_LOCALE }: MobileOnlyNoticeProps) {
  return (
    <p className={className} role="status">
      {sharedMessages.useMessages(locale)('mobileOnly.notice')}
    </p>
  );
}
