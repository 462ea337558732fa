/** Test helper: renders shell views as a Hindi page does, with a store whose locale is 'hi' and the catalogues loaded. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { fakeApi } from 'shared/testing';
import { loadShellMessages } from '../i18n/load-shell-messages';

/** A root store of a Hindi page, like shared/testing's aRootStore otherwise. */
export function aHindiStore(): RootStore {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  return new RootStore({
    api: fakeApi() as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => session }),
    getHostname: () => 'demo.localhost',
    locale: 'hi',
  });
}

/** Inside a router and the provider of a Hindi store, once the shell's Hindi catalogues are loaded (as the page's start does). */
export async function renderInHindi(element: ReactElement, options: { route?: string; isMobile?: boolean } = {}) {
  await loadShellMessages('hi');
  const store = aHindiStore();
  store.ui.setMobile(options.isMobile ?? false);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store };
}
