import { Route, Routes } from 'react-router-dom';
import { RemoteViewProvider } from 'shared';
import { INBOX_ROUTE } from 'shared/constants';
import { EditModeSync } from './edit-mode/EditModeSync';
import { RemoteSlot } from './federation/RemoteSlot';
import { OwnerLoginPage } from './edit-mode/OwnerLoginPage';
import { OwnerInboxPage } from './inbox/OwnerInboxPage';
import { Snackbars } from './layout/Snackbars';
import { Logout } from './screens/Logout';
import { NavigatorBridge } from './site/NavigatorBridge';
import type { SiteStore } from './site/site-store';
import { SitePage } from './site/SitePage';

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
        <Route path="/owner" element={<OwnerLoginPage subdomain={site.subdomain} />} />
        <Route path={INBOX_ROUTE} element={<OwnerInboxPage subdomain={site.subdomain} />} />
        <Route path="*" element={<SitePage site={site} />} />
      </Routes>
      <Snackbars />
    </RemoteViewProvider>
  );
}
