import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { getRootStore, INBOX_ROUTE, StoreProvider } from 'shared';
import type { RuntimeConfig } from './federation/remote-registry';
import { SiteStore } from './site/site-store';
import { SitePage } from './site/SitePage';
import { subdomainFromHostname } from './site/subdomain';
import { Snackbars } from './layout/Snackbars';
import { Logout } from './screens/Logout';
import { NavigatorBridge } from './site/NavigatorBridge';
import { EditModeSync } from './edit-mode/EditModeSync';
import { OwnerLoginPage } from './edit-mode/OwnerLoginPage';
import { OwnerInboxPage } from './inbox/OwnerInboxPage';

export function App({ config }: { config: RuntimeConfig }) {
  const store = getRootStore();
  const [site] = useState(() => new SiteStore(store.api, subdomainFromHostname(window.location.hostname, config.defaultSubdomain)));
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <NavigatorBridge />
        <EditModeSync site={site} />
        <Routes>
          <Route path="/logout" element={<Logout />} />
          <Route path="/owner" element={<OwnerLoginPage subdomain={site.subdomain} />} />
          <Route path={INBOX_ROUTE} element={<OwnerInboxPage subdomain={site.subdomain} />} />
          <Route path="*" element={<SitePage site={site} />} />
        </Routes>
        <Snackbars />
      </BrowserRouter>
    </StoreProvider>
  );
}
