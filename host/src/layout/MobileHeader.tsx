import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useStore, type PageAnswer } from 'shared';
import { badgeCount } from 'shared/rules';
import { valueOf, valuesOf } from 'shared/sections';
import { EditWebsiteLink } from '../edit-mode/EditModeChrome';
import { HeaderSearch } from './header/HeaderSearch';
import { isProductsPath } from './header/search-url';
import { LogoImage } from './LogoImage';

/** Phone pages that draw a header of their own (back, title, share): the top bar gives way to it. */
const PAGES_WITH_OWN_HEADER = new Set(['product-details', 'cart', 'search', 'chat']);

/** Whether the phone's top bar is drawn on a page (by the page's key). */
export function hasMobileHeader(keyValue: string | undefined): boolean {
  return !PAGES_WITH_OWN_HEADER.has(keyValue ?? '');
}

/**
 * The phone's top bar, server-rendered with the page: the business's logo, name and tagline (home), the 'Edit
 * Website' link of a site that is not premium at its end, and the product search under them. The
 * listing has a search box of its own, so there the bar leaves it out; the cart shows here only when the
 * bottom navigation has no Cart item.
 */
export const MobileHeader = observer(function MobileHeader({ answer }: { answer: PageAnswer }) {
  const { pathname } = useLocation();
  const name = valueOf(answer.headerSection, 'Logo text')?.trim() || answer.businessName;
  const tagline = valueOf(answer.headerSection, 'Logo 2 text')?.trim();
  const navHasCart = valuesOf(answer.mobFooterSection, 'Menue items').some((item) => item.url === '/cart');
  return (
    <header className="mobile-header">
      <div className="mobile-header__row">
        <Link to="/" className="mobile-header__brand">
          {answer.logo && <LogoImage src={answer.logo} size={32} loading="eager" />}
          <span className="mobile-header__names">
            <strong className="mobile-header__name">{name}</strong>
            {tagline && <small className="mobile-header__tagline">{tagline}</small>}
          </span>
        </Link>
        <EditWebsiteLink answer={answer} className="mobile-header__edit" />
        {!navHasCart && <MobileCartLink />}
      </div>
      {!isProductsPath(pathname) && <HeaderSearch className="mobile-header__search" />}
    </header>
  );
});

const MobileCartLink = observer(function MobileCartLink() {
  const { cart } = useStore();
  return (
    <Link to="/cart" className="mobile-header__cart" aria-label={cart.count > 0 ? `Cart, ${cart.count} items` : 'Cart'}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {cart.count > 0 && <span className="count-badge">{badgeCount(cart.count)}</span>}
    </Link>
  );
});
