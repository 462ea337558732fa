import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import { useStore, type Section } from 'shared';
import { LanguageChoice, useAfterHydration } from 'shared/dom';
import { badgeCount } from 'shared/rules';
import { valueOf, valuesOf } from 'shared/sections';
import { useT } from '../i18n/use-t';
import { HeaderAccount } from './header/HeaderAccount';
import { LogoImage } from './LogoImage';
import { HeaderSearch } from './header/HeaderSearch';

interface Props {
  section: Section | null;
  logo: string | null;
  businessName: string;
}

/**
 * Desktop header (spec section 2): logo, logo text, the menu, a search box that writes the `search`
 * query param, the language menu, a cart button that opens the chat widget on the cart summary, and
 * Login or the logged-in customer with a Logout menu. The menu's locale is the store's, the same on
 * the server and in the browser, so the header hydrates as it was rendered; the cart's count, which only
 * the browser knows, shows once the header is hydrated (its code may arrive after the cart was read).
 */
export const DesktopHeader = observer(function DesktopHeader({ section, logo, businessName }: Props) {
  const { cart, ui, locale } = useStore();
  const t = useT();
  const cartCount = useAfterHydration() ? cart.count : 0;
  const logoText = valueOf(section, 'Logo text') ?? businessName;
  const tagline = valueOf(section, 'Logo 2 text');
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {logo && <LogoImage src={logo} size={40} loading="eager" />}
        <span>
          <strong>{logoText}</strong>
          {tagline && <small>{tagline}</small>}
        </span>
      </Link>
      <nav aria-label={t('nav.main')} className="site-header__menu">
        {valuesOf(section, 'Menu items').map((item) => (
          <NavLink key={`${item.value}-${item.url}`} to={item.url ?? '/'} end={item.url === '/'}>
            {item.value}
          </NavLink>
        ))}
      </nav>
      <HeaderSearch />
      <div className="site-header__actions">
        <LanguageChoice locale={locale} className="site-header__language" />
        <button type="button" className="btn site-header__cart" onClick={() => ui.openChat('cart_summary')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20" r="1.5" fill="currentColor" />
          </svg>
          {t('header.cart')}
          {cartCount > 0 && <span className="count-badge">{badgeCount(cartCount)}</span>}
        </button>
        <HeaderAccount />
      </div>
    </header>
  );
});
