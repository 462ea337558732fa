import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getRootStore, QueryCache, type RootStore } from 'shared';
import { MOBILE_MEDIA_QUERY } from 'shared/rules';
import { App } from '../App';
import { setRemoteEntries } from '../federation/remote-registry';
import { loadDesktopHeader } from '../layout/lazy-desktop-parts';
import { pickRenderer } from '../renderer/pick-renderer';
import { SiteStore } from '../site/site-store';
import type { ServerState } from './server-state';
import { yieldToBrowser } from 'build-kit/yield-to-browser.cjs';

/**
 * React's production message for a boundary the server gave up on (a remote's server code failed):
 * the browser renders that slot itself, which is the designed fallback, not a mismatch.
 */
const CLIENT_RENDERED_BOUNDARY = /#419|Switched to client rendering/;

function reportRecoverable(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (CLIENT_RENDERED_BOUNDARY.test(message)) console.info('[host] a slot the server could not render is rendered in the browser');
  else console.error('[host] hydration', error);
}

export interface HydratedPage {
  store: RootStore;
  site: SiteStore;
  /** When the page is live: at once, or once its body (a remote's view) is on screen. */
  liveAt: 'now' | 'content-shown';
  /** The store already reads the browser's own state; else the caller attaches it once the page is live. */
  browserAttached: boolean;
}

/**
 * Hydrates the HTML the server sent with the state it sent: the same configuration, page answer, API
 * answers and layout, and a store that has not read the browser's storage yet, so the first render
 * matches the server's exactly. The caller attaches the browser's state afterwards.
 */
export async function hydrateServerPage(container: HTMLElement, state: ServerState): Promise<HydratedPage> {
  setRemoteEntries(state.config.remotes);
  if (state.isMobile !== window.matchMedia(MOBILE_MEDIA_QUERY).matches) return renderOtherLayout(container, state);
  // The desktop's header loads while the page gets ready to hydrate, not when hydration reaches it.
  if (!state.isMobile) void loadDesktopHeader();
  const store = getRootStore({ window: null, deferBrowserState: true, queries: new QueryCache(state.queries) });
  store.ui.setMobile(state.isMobile);
  const site = new SiteStore(store.api, state.subdomain, { route: state.route, answer: state.answer });
  await yieldToBrowser();
  // In a transition React hydrates in slices and yields to the browser between them, instead of one
  // long task a phone would spend hundreds of milliseconds in.
  startTransition(() => {
    hydrateRoot(container, <App config={state.config} site={site} store={store} />, { onRecoverableError: reportRecoverable });
  });
  return { store, site, liveAt: liveAt(state, state.isMobile), browserAttached: false };
}

/** A page whose body is a remote's view is live once that view is on screen; any other, at once. */
function liveAt(state: ServerState, isMobile: boolean): HydratedPage['liveAt'] {
  const page = state.answer.websitePage;
  return page && pickRenderer(page.templateId?.slug, page.keyValue, isMobile).kind === 'remote' ? 'content-shown' : 'now';
}

/**
 * The server guessed the other layout (a desktop browser in a narrow window, say): hydrating would keep
 * the wrong layout until the body is live, so the browser renders its own layout at once instead, still
 * from the data the page carried, and reads its own state straight away.
 */
function renderOtherLayout(container: HTMLElement, state: ServerState): HydratedPage {
  const store = getRootStore({ queries: new QueryCache(state.queries) });
  const site = new SiteStore(store.api, state.subdomain, { route: state.route, answer: state.answer });
  createRoot(container).render(<App config={state.config} site={site} store={store} />);
  return { store, site, liveAt: liveAt(state, !state.isMobile), browserAttached: true };
}
