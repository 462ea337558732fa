import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { fakeApi } from 'shared/testing';

/**
 * Test only. Like `renderWithStore`, but local and session storage are two separate memories: that
 * helper hands one memory to both, and a save to local storage then deletes the "stale session copy",
 * which is the same entry, so nothing written survives to be read back.
 */
export function renderWithStorage(element: ReactElement, options: { isMobile?: boolean; route?: string } = {}) {
  const local = createMemoryStorage();
  const store = new RootStore({
    api: fakeApi() as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
  });
  store.ui.setMobile(options.isMobile ?? false);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store, local };
}
