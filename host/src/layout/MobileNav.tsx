import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStore, type Section } from 'shared';
import { badgeCount } from 'shared/rules';
import { valuesOf } from 'shared/sections';
import { NavIcon } from './NavIcon';

interface Props {
  section: Section | null;
}

/** Bottom navigation built from the mobile footer's `Menue items`, with the cart and chat badges. */
export const MobileNav = observer(function MobileNav({ section }: Props) {
  const { cart, ui } = useStore();
  const items = valuesOf(section, 'Menue items');
  if (items.length === 0) return null;
  const badgeFor = (url: string) => {
    if (url === '/cart') return cart.count;
    if (url === '/chat') return ui.unreadCount;
    return 0;
  };
  return (
    <nav className="mobile-nav" aria-label="Main">
      {items.map((item) => {
        const url = item.url ?? '/';
        const badge = badgeFor(url);
        return (
          <NavLink key={url} to={url} end={url === '/'} className="mobile-nav__item">
            <span className="mobile-nav__icon">
              <NavIcon path={url} />
              {badge > 0 && (
                <span className="count-badge" aria-label={`${badge} ${url === '/cart' ? 'in cart' : 'unread'}`}>
                  {badgeCount(badge)}
                </span>
              )}
            </span>
            <span>{item.value}</span>
          </NavLink>
        );
      })}
    </nav>
  );
});
