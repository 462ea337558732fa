/** Test helper: renders a view as the host would for the site's owner (edit mode on by default). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ACCOUNT_TYPE_ID, fakeApi, type FakeRoute } from 'shared/testing';
import { createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient, type OwnerApi } from 'shared';

export interface EditingOptions {
  /** GET answers of the shared client (catalogues, products). */
  routes?: Record<string, FakeRoute>;
  /** The owner client's POST (section actions). */
  post?: jest.Mock;
  editMode?: boolean;
  /** The business the owner owns; default the builders' ACCOUNT_TYPE_ID. */
  ownerOf?: string;
  isMobile?: boolean;
}

export function renderEditing(element: ReactElement, options: EditingOptions = {}) {
  const api = fakeApi(options.routes ?? {});
  const post = options.post ?? jest.fn();
  const ownerApi = { client: { get: jest.fn(), post }, login: jest.fn(), logout: jest.fn() } as unknown as OwnerApi;
  const session = { owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: options.ownerOf ?? ACCOUNT_TYPE_ID, editMode: options.editMode ?? true };
  const memory = createMemoryStorage({ userAccessToken: 'owner-token', [OWNER_SESSION_KEY]: JSON.stringify(session) });
  const store = new RootStore({
    api: api as unknown as ApiClient,
    ownerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => memory, session: () => null }),
    getHostname: () => 'demo.localhost',
  }).hydrate();
  store.ui.setMobile(options.isMobile ?? false);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter>{element}</MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store, api, post };
}
