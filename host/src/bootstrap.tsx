import { when } from 'mobx';
import { createRoot } from 'react-dom/client';
import { getRootStore } from 'shared';
import { keepLocaleCookie, localeOfTag } from 'shared/i18n';
import { App } from './App';
import { loadRuntimeConfig } from './federation/remote-registry';
import { loadShellMessages } from './i18n/load-shell-messages';
import { PageError } from './screens/PageError';
import { markFirstScreenLive, noServerRenderedScreen } from './ssr/first-screen-live';
import { hydrateServerPage } from './ssr/hydrate-server-page';
import { readServerState } from './ssr/server-state';
import { yieldToBrowser } from 'build-kit/yield-to-browser.cjs';
import './styles/base.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  keepLocaleCookie();
  // The page's language, as the root store reads it: a Hindi page's catalogues load beside the start-up.
  // A failure is left to the components that ask for them.
  const messages = loadShellMessages(localeOfTag(document.documentElement.lang)).catch(() => undefined);
  const state = readServerState(document);
  if (state) {
    // Evaluating the shared libraries ended just now, in this task: start the page in the next one.
    await Promise.all([yieldToBrowser(), messages]);
    const { store, site, liveAt, browserAttached } = await hydrateServerPage(container, state);
    // Session, cart, edit mode and the real viewport change the page once, after the server's HTML is
    // hydrated. Reading them needs zod's schemas, which load then: the first screen never waits for them.
    // The mark is when the first screen is live (hydrated, its content shown, the browser's state read),
    // read by the bench, the browser tests and the page's start script, which holds taps made before
    // it (host/public/start-server-page.js): a cart line added earlier would be replaced by the stored cart.
    // What waits for it (the desktop's footer and chat launcher) loads then.
    const goLive = () => {
      // In a task of its own: the browser's state re-renders parts of the page, which is not the
      // hydrating commit's work (that would lengthen the task a phone is busy with).
      const browserState = browserAttached ? store.whenHydrated() : yieldToBrowser().then(() => store.attachBrowser(window));
      void browserState.finally(markFirstScreenLive);
    };
    if (liveAt === 'now') goLive();
    else when(() => site.contentShown, goLive);
    return;
  }
  noServerRenderedScreen();
  const root = createRoot(container);
  try {
    const [config] = await Promise.all([loadRuntimeConfig(), messages]);
    root.render(<App config={config} store={getRootStore()} />);
  } catch (error) {
    root.render(<PageError message={(error as Error).message} onRetry={() => window.location.reload()} />);
  }
}

void boot();
