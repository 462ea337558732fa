import { useStore } from 'shared';
import { MobileOnlyNotice as SharedNotice } from 'shared/dom';
import './mobile-only.css';

/**
 * What a mobile-only page (categories, profile) shows on desktop: the shared notice in the storefront's
 * look. The page stays put: only the cart page is specified to send desktop visitors home.
 */
export function MobileOnlyNotice() {
  const { locale } = useStore();
  return (
    <div className="sf-page">
      <SharedNotice className="sf-mobile-only" locale={locale} />
    </div>
  );
}
