import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import { badgeCount, useStore, valueOf, valuesOf, type Section } from 'shared';

interface Props {
  section: Section | null;
  logo: string | null;
  businessName: string;
}

export const DesktopHeader = observer(function DesktopHeader({ section, logo, businessName }: Props) {
  const { cart, ui } = useStore();
  const logoText = valueOf(section, 'Logo text') ?? businessName;
  const tagline = valueOf(section, 'Logo 2 text');
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        {logo && <img src={logo} alt="" width={40} height={40} />}
        <span>
          <strong>{logoText}</strong>
          {tagline && <small>{tagline}</small>}
        </span>
      </Link>
      <nav aria-label="Main" className="site-header__menu">
        {valuesOf(section, 'Menu items').map((item) => (
          <NavLink key={`${item.value}-${item.url}`} to={item.url ?? '/'} end={item.url === '/'}>
            {item.value}
          </NavLink>
        ))}
      </nav>
      <button type="button" className="btn site-header__cart" onClick={() => ui.openChat('cart_summary')}>
        Cart
        {cart.count > 0 && <span className="count-badge">{badgeCount(cart.count)}</span>}
      </button>
    </header>
  );
});
