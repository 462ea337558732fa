import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { getRootStore, StoreProvider, type RootStore } from 'shared';
import { AppRoutes } from './AppRoutes';
import type { RuntimeConfig } from './federation/remote-registry';
import { SiteStore } from './site/site-store';
import { subdomainFromHostname } from './site/subdomain';

interface Props {
  config: RuntimeConfig;
  /** The page the server rendered, already loaded; default a site store that loads it. */
  site?: SiteStore;
  store?: RootStore;
}

export function App({ config, site: rendered, store = getRootStore() }: Props) {
  const [site] = useState(
    () => rendered ?? new SiteStore(store.api, config.siteSubdomain ?? subdomainFromHostname(window.location.hostname, config.defaultSubdomain)),
  );
  return (
    <StoreProvider store={store}>
      <BrowserRouter>
        <AppRoutes site={site} />
      </BrowserRouter>
    </StoreProvider>
  );
}
