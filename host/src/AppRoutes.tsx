import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteViewProvider } from 'shared';
import { INBOX_ROUTE } from 'shared/constants';
import { lazyExport } from 'shared/dom';
import { OWNER_PAGES } from './back-office/owner-pages';
import { EditModeSync } from './edit-mode/EditModeSync';
import { RemoteSlot } from './federation/RemoteSlot';
import { Snackbars } from './layout/Snackbars';
import { LoadingScreen } from './screens/LoadingScreen';
import { Logout } from './screens/Logout';
import { NavigatorBridge } from './site/NavigatorBridge';
import type { SiteStore } from './site/site-store';
import { SitePage } from './site/SitePage';

// The owner's screens load when opened: a shopper's first screen never waits for their code.
const OwnerLoginPage = lazyExport(() => import('./edit-mode/OwnerLoginPage'), 'OwnerLoginPage');
const OwnerInboxPage = lazyExport(() => import('./inbox/OwnerInboxPage'), 'OwnerInboxPage');
const OwnerSignupPage = lazyExport(() => import('./signup/OwnerSignupPage'), 'OwnerSignupPage');
const OwnerConfirmPage = lazyExport(() => import('./signup/OwnerConfirmPage'), 'OwnerConfirmPage');
const BackOfficePage = lazyExport(() => import('./back-office/BackOfficePage'), 'BackOfficePage');

/**
 * The shell's screens inside whatever router the caller gives: the browser's, or the server's static
 * one, so the server renders the same tree the browser hydrates. Remotes that show another remote's
 * view (the chat's checkout views) load it through the host's RemoteSlot.
 */
export function AppRoutes({ site }: { site: SiteStore }) {
  return (
    <RemoteViewProvider value={RemoteSlot}>
      <NavigatorBridge />
      <EditModeSync site={site} />
      <Routes>
        <Route path="/logout" element={<Logout />} />
        <Route
          path="/owner"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <OwnerLoginPage subdomain={site.subdomain} />
            </Suspense>
          }
        />
        <Route
          path="/owner/signup"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <OwnerSignupPage />
            </Suspense>
          }
        />
        <Route
          path="/owner/confirm"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <OwnerConfirmPage />
            </Suspense>
          }
        />
        <Route
          path={INBOX_ROUTE}
          element={
            <Suspense fallback={<LoadingScreen />}>
              <OwnerInboxPage subdomain={site.subdomain} />
            </Suspense>
          }
        />
        {OWNER_PAGES.map((page) => (
          <Route
            key={page.path}
            path={`${page.path}/*`}
            element={
              <Suspense fallback={<LoadingScreen />}>
                <BackOfficePage page={page} subdomain={site.subdomain} />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<SitePage site={site} />} />
      </Routes>
      <Snackbars />
    </RemoteViewProvider>
  );
}
