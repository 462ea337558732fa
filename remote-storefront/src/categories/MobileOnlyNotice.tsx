import './mobile-only.css';

/**
 * What a mobile-only page (categories, profile) shows on desktop, in the spec's words. The page stays
 * put: only the cart page is specified to send desktop visitors home.
 */
export function MobileOnlyNotice() {
  return (
    <div className="sf-page">
      <p className="sf-mobile-only" role="status">
        This Page Only Available For Mobile View
      </p>
    </div>
  );
}
