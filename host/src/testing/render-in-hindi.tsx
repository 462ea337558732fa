/** Test helper: renders shell views as a Hindi page does, with a store whose locale is 'hi' and the catalogues loaded. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { sharedMessages } from 'shared/i18n';
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

/** The Hindi catalogues of the shell and of shared's views (the header's language menu), as a Hindi page has them once its start and its header are loaded. */
export async function loadHindi(): Promise<void> {
  await Promise.all([loadShellMessages('hi'), sharedMessages.load('hi')]);
}

/** Inside a router and the provider of a Hindi store, once the Hindi catalogues are loaded. */
export async function renderInHindi(element: ReactElement, options: { route?: string; isMobile?: boolean } = {}) {
  await loadHindi();
  const store = aHindiStore();
  store.ui.setMobile(options.isMobile ?? false);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store };
}
