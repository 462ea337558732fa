/** Test helper: renders shell views with a real root store whose owner (if any) is restored from storage. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ACCOUNT_TYPE_ID, fakeApi } from 'shared/testing';
import { createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient, type OwnerApi } from 'shared';

export interface AsOwnerOptions {
  /** null: no owner logged in. */
  owner?: { accountTypeId?: string; editMode?: boolean; subdomain?: string } | null;
  route?: string;
  isMobile?: boolean;
  /** false: the browser's stored state is not read yet (a server-rendered page before its first paint). */
  restored?: boolean;
}

/** A fake of edit mode's network side; the session check answers the stored owner. */
export function fakeOwnerApi(session: { subdomain: string; accountTypeId: string } = { subdomain: 'demo', accountTypeId: ACCOUNT_TYPE_ID }) {
  const sessionAnswer = { message: 'success', owner: { name: 'Lakshmi Srinivasan', email: 'owner@demo.localhost' }, ...session };
  return { client: { get: jest.fn(async () => sessionAnswer), post: jest.fn() }, login: jest.fn(), logout: jest.fn(async () => undefined) };
}

export function renderAsOwner(element: ReactElement, options: AsOwnerOptions = {}) {
  const o = options.owner ?? {};
  const ownerApi = fakeOwnerApi({ subdomain: o.subdomain ?? 'demo', accountTypeId: o.accountTypeId ?? ACCOUNT_TYPE_ID });
  const stored: Record<string, string> = {};
  if (options.owner !== null) {
    stored.userAccessToken = 'owner-token';
    stored[OWNER_SESSION_KEY] = JSON.stringify({
      owner: { name: 'Lakshmi Srinivasan', email: 'owner@demo.localhost' },
      subdomain: o.subdomain ?? 'demo',
      accountTypeId: o.accountTypeId ?? ACCOUNT_TYPE_ID,
      editMode: o.editMode ?? true,
    });
  }
  const memory = createMemoryStorage(stored);
  const navigate = jest.fn();
  const store = new RootStore({
    api: fakeApi() as unknown as ApiClient,
    ownerApi: ownerApi as unknown as OwnerApi,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => memory, session: () => null }),
    getHostname: () => 'demo.localhost',
    navigate,
  });
  if (options.restored !== false) store.hydrate();
  store.ui.setMobile(options.isMobile ?? false);
  const result = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{element}</MemoryRouter>
    </StoreProvider>,
  );
  return { ...result, store, ownerApi, memory };
}
