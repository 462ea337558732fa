import { Link, NavLink } from 'react-router-dom';
import { INBOX_ROUTE } from 'shared/constants';
import { OWNER_PAGES } from './owner-pages';
import './back-office.css';

/** The back office's bar: its pages, the inbox and the way back to the site, in the inbox's look. */
export function BackOfficeNav() {
  return (
    <header className="back-office__bar">
      <nav className="back-office__nav" aria-label="Back office">
        {OWNER_PAGES.map((page) => (
          <NavLink key={page.path} to={page.path} className="back-office__link">
            {page.label}
          </NavLink>
        ))}
        <NavLink to={INBOX_ROUTE} className="back-office__link">
          Inbox
        </NavLink>
      </nav>
      <Link to="/" className="back-office__back">
        Back to the website
      </Link>
    </header>
  );
}
