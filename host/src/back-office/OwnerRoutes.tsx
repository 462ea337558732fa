import { Route, Routes } from 'react-router-dom';
import { INBOX_ROUTE } from 'shared/constants';
import { OwnerLoginPage } from '../edit-mode/OwnerLoginPage';
import { OwnerInboxPage } from '../inbox/OwnerInboxPage';
import type { SiteStore } from '../site/site-store';
import { SitePage } from '../site/SitePage';
import { OwnerConfirmPage } from '../signup/OwnerConfirmPage';
import { OwnerSignupPage } from '../signup/OwnerSignupPage';
import { BackOfficePage } from './BackOfficePage';
import { OWNER_PAGES } from './owner-pages';

/** A path under /owner as the routes below it name it ('/owner/inbox' → 'inbox'). */
const underOwner = (path: string) => path.replace(/^\/owner\/?/, '');

/**
 * Everything under /owner: the login, sign-up and its confirmation, the inbox and the back office's
 * pages. One chunk the shell loads when an /owner address is opened (AppRoutes), so a shopper's first
 * screen carries none of the owner's code; the pages themselves come from their apps when opened.
 */
export function OwnerRoutes({ site }: { site: SiteStore }) {
  return (
    <Routes>
      <Route index element={<OwnerLoginPage subdomain={site.subdomain} />} />
      <Route path="signup" element={<OwnerSignupPage />} />
      <Route path="confirm" element={<OwnerConfirmPage />} />
      <Route path={underOwner(INBOX_ROUTE)} element={<OwnerInboxPage subdomain={site.subdomain} />} />
      {OWNER_PAGES.map((page) => (
        <Route key={page.path} path={`${underOwner(page.path)}/*`} element={<BackOfficePage page={page} subdomain={site.subdomain} />} />
      ))}
      {/* any other /owner address is the site's own page, or its not-found page */}
      <Route path="*" element={<SitePage site={site} />} />
    </Routes>
  );
}
