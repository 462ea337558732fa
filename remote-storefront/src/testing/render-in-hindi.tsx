import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { sharedMessages } from 'shared/i18n';
import { fakeApi, type FakeApi } from 'shared/testing';
import { storefrontMessages } from '../i18n/use-t';

/**
 * Renders a storefront view as a Hindi page would: a root store whose locale is 'hi' (as the browser's
 * store reads it from <html lang="hi-IN">), with the Hindi catalogues already loaded (a real page waits
 * for them in its Suspense boundary).
 */
export async function renderInHindi(element: ReactElement, options: { api?: FakeApi; isMobile?: boolean; route?: string } = {}) {
  await Promise.all([storefrontMessages.load('hi'), sharedMessages.load('hi')]);
  const api = options.api ?? fakeApi();
  const local = createMemoryStorage();
  const store = new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
    locale: 'hi',
  });
  store.ui.setMobile(options.isMobile ?? false);
  let result!: ReturnType<typeof render>;
  // a component that asks for a catalogue already loaded renders at once; act flushes what it started
  await act(async () => {
    result = render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
      </StoreProvider>,
    );
  });
  return { ...result, api, store };
}
