import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { fakeApi, type FakeApi } from './fake-api';

export interface RenderOptions {
  api?: FakeApi;
  isMobile?: boolean;
  route?: string;
  /** Runs on the store before the first render (e.g. to store what a view reads when it mounts). */
  before?: (store: RootStore) => void;
}

export interface RenderWithStore extends RenderResult {
  api: FakeApi;
  store: RootStore;
  /** Switches the layout between mobile and desktop, as crossing the 768 px breakpoint would. */
  setMobile: (isMobile: boolean) => void;
}

/** A real root store whose API client is the fake one, with no window, cookies or browser storage behind it. */
export function aRootStore(api: FakeApi = fakeApi()): RootStore {
  // Two stores, as in a browser: a save to local storage clears its session fallback copy.
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  return new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => session }),
    getHostname: () => 'demo.localhost',
  });
}

/**
 * Renders a section as the host would: inside the shared StoreProvider, with a real root store whose API
 * client is the fake one (no window, cookies or browser storage behind it), and a router.
 */
export function renderWithStore(element: ReactElement, options: RenderOptions = {}): RenderWithStore {
  const api = options.api ?? fakeApi();
  const store = aRootStore(api);
  store.ui.setMobile(options.isMobile ?? false);
  options.before?.(store);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
    </StoreProvider>,
  );
  const setMobile = (isMobile: boolean) => act(() => store.ui.setMobile(isMobile));
  return { ...result, api, store, setMobile };
}
