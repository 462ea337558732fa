import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStore, type Section } from 'shared';
import { useAfterHydration } from 'shared/dom';
import { badgeCount } from 'shared/rules';
import { valuesOf } from 'shared/sections';
import { useT } from '../i18n/use-t';
import { navLabel } from './nav-labels';
import { NavIcon } from './NavIcon';

interface Props {
  section: Section | null;
}

/**
 * Bottom navigation built from the mobile footer's `Menue items`, with the cart and chat badges. The
 * template's own labels are said in the page's language (nav-labels.ts). The badges count what only the
 * browser knows, so they show once the navigation is hydrated, never in the server's HTML.
 */
export const MobileNav = observer(function MobileNav({ section }: Props) {
  const { cart, ui } = useStore();
  const t = useT();
  const live = useAfterHydration();
  const items = valuesOf(section, 'Menue items');
  if (items.length === 0) return null;
  const badgeFor = (url: string) => {
    if (!live) return 0;
    if (url === '/cart') return cart.count;
    if (url === '/chat') return ui.unreadCount;
    return 0;
  };
  return (
    <nav className="mobile-nav" aria-label={t('nav.main')}>
      {items.map((item) => {
        const url = item.url ?? '/';
        const badge = badgeFor(url);
        return (
          <NavLink key={url} to={url} end={url === '/'} className="mobile-nav__item">
            <span className="mobile-nav__icon">
              <NavIcon path={url} />
              {badge > 0 && (
                <span className="count-badge" aria-label={t(url === '/cart' ? 'nav.inCart' : 'nav.unread', { count: badge })}>
                  {badgeCount(badge)}
                </span>
              )}
            </span>
            <span>{navLabel(url, item.value, t)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
});
