import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_ROUTE, type Customer } from 'shared';
import { useT } from '../../i18n/use-t';
import { useOutsidePress } from './use-outside-press';

/**
 * The logged-in customer in the header: name and country code plus phone, opening a menu with Logout
 * (a menu button: Enter, Space or the arrow keys open it and focus Logout; Escape closes it and returns
 * to the button; Tab or a click elsewhere closes it).
 */
export function AccountMenu({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const phone = `${customer.countryCode} ${customer.phoneNumber}`;

  const close = useCallback(() => setOpen(false), []);
  useOutsidePress(container, open, close);
  useEffect(() => {
    if (open) firstItem.current?.focus();
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // One item: every move lands on it.
      event.preventDefault();
      firstItem.current?.focus();
    }
  };

  const logout = () => {
    setOpen(false);
    navigate(LOGOUT_ROUTE);
  };

  return (
    <div ref={container} className="site-header__account">
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="btn site-header__account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="site-header__avatar" aria-hidden="true">
          {(customer.name.trim()[0] ?? '#').toUpperCase()}
        </span>
        <span className="site-header__who">
          {customer.name.trim() && <strong>{customer.name}</strong>}
          <small>{phone}</small>
        </span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className="site-header__menu-list" onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button ref={firstItem} type="button" role="menuitem" className="site-header__menu-item" onClick={logout}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
