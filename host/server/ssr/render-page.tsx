/**
 * The host's server render, built by webpack (webpack.server.cjs) into dist-server/ssr.js: the shell's
 * own components and, through the federation Node runtime, the storefront's server build fetched from
 * the storefront at run time. Called by ssr-renderer.ts for each page it does not have cached.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createApiClient, createSafeStorage, QueryCache, RootStore, StoreProvider, type QueryLoader } from 'shared';
import type { Locale } from 'shared/i18n';
import { AppRoutes } from '../../src/AppRoutes';
import { setRemoteEntries, type RemoteManifests, type RuntimeConfig } from '../../src/federation/remote-registry';
import { loadShellMessages } from '../../src/i18n/load-shell-messages';
import { SiteStore } from '../../src/site/site-store';
import type { ServerState } from '../../src/ssr/server-state';

export interface RenderRequest {
  /** Path and query as the browser asked for them. */
  url: string;
  hostname: string;
  subdomain: string;
  /** The API's address from the server (API_URL). */
  apiUrl: string;
  /** What the browser is told (runtime-config.json), carried in the page. */
  config: RuntimeConfig;
  /** The language to render in: the shopper's choice (the `lang` cookie). */
  locale: Locale;
  /** The layout to render: the server's guess from the User-Agent. */
  isMobile: boolean;
  /** After this long, whatever is still waiting (a slow remote or API) is left to the browser. */
  timeoutMs: number;
  /** Reports a part that failed to render on the server (its slot is rendered by the browser). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  state: ServerState;
}

/** Where the remotes' server builds live, as the host's server sees them (STOREFRONT_URL…/server/remoteEntry.js). */
export function registerServerRemotes(entries: RemoteManifests): void {
  setRemoteEntries(entries);
}

/** The page's HTML and the state it was rendered from; null when there is no page to render (the browser explains). */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url, 'http://host.invalid');
  const storage = createSafeStorage({ local: () => null, session: () => null });
  const api = createApiClient({ baseUrl: request.apiUrl, storage, getHostname: () => request.hostname, onLogout: () => undefined });
  const queries = new QueryCache({}, answerLoader(request.apiUrl, request.timeoutMs));
  const store = new RootStore({ api, storage, cookies: null, window: null, getHostname: () => request.hostname, queries, navigate: () => undefined, locale: request.locale });
  store.ui.setMobile(request.isMobile);
  const site = new SiteStore(api, request.subdomain);
  await Promise.all([site.load(pathname), loadShellMessages(request.locale)]);
  const answer = site.answer;
  if (!answer) return null;
  // A page whose body is the cart or the chat is rendered too: its frame (header, footer, navigation)
  // comes from here and the body's place holds its loading state, which the browser fills (RemoteSlot).
  const html = await renderToHtml(
    <StoreProvider store={store}>
      <StaticRouter location={request.url}>
        <AppRoutes site={site} />
      </StaticRouter>
    </StoreProvider>,
    request.timeoutMs,
    request.onError,
  );
  store.dispose();
  return {
    html,
    state: { config: request.config, subdomain: request.subdomain, route: pathname, answer, queries: queries.snapshot(), isMobile: request.isMobile },
  };
}

/** The server's way to read an answer for a view: straight from the API, as JSON, within the time limit. */
function answerLoader(apiUrl: string, timeoutMs: number): QueryLoader {
  const base = apiUrl.replace(/\/+$/, '');
  return async (path, query) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await fetch(`${base}${path}?${search}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  };
}

/**
 * Renders with React's streaming renderer and waits for every boundary (onAllReady), so the HTML holds
 * the content itself rather than fallbacks swapped in by script; it is then kept in the host's HTML cache.
 * A boundary still waiting at the time limit is aborted and left to the browser.
 */
function renderToHtml(element: ReactNode, timeoutMs: number, onError?: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      // One document, not a shell plus late segments swapped in by script: the HTML must read whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        onError?.(error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took longer than ${timeoutMs} ms`)), timeoutMs);
  });
}
