import { when } from 'mobx';
import { createRoot } from 'react-dom/client';
import { getRootStore } from 'shared';
import { App } from './App';
import { loadRuntimeConfig } from './federation/remote-registry';
import { PageError } from './screens/PageError';
import { hydrateServerPage } from './ssr/hydrate-server-page';
import { readServerState } from './ssr/server-state';
import './styles/base.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const state = readServerState(document);
  if (state) {
    const { store, site, browserStateAt } = hydrateServerPage(container, state);
    // Session, cart, edit mode and the real viewport change the page once, after the server's HTML is live.
    if (browserStateAt === 'now') store.attachBrowser(window);
    else if (browserStateAt === 'content-shown') when(() => site.contentShown, () => store.attachBrowser(window));
    return;
  }
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    root.render(<App config={config} store={getRootStore()} />);
  } catch (error) {
    root.render(<PageError message={(error as Error).message} onRetry={() => window.location.reload()} />);
  }
}

void boot();
