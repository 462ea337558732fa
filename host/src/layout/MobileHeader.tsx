import { Link, useLocation } from 'react-router-dom';
import { type PageAnswer } from 'shared';
import { valueOf } from 'shared/sections';
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
 * listing has a search box of its own, so there the bar leaves it out. The cart is the bottom
 * navigation's.
 */
export function MobileHeader({ answer }: { answer: PageAnswer }) {
  const { pathname } = useLocation();
  const name = valueOf(answer.headerSection, 'Logo text')?.trim() || answer.businessName;
  const tagline = valueOf(answer.headerSection, 'Logo 2 text')?.trim();
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
      </div>
      {!isProductsPath(pathname) && <HeaderSearch className="mobile-header__search" />}
    </header>
  );
}
