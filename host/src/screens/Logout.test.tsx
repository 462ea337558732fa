import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createMemoryStorage, createSafeStorage, OWNER_SESSION_KEY, RootStore, StoreProvider, type ApiClient } from 'shared';
import { Logout } from './Logout';

const OWNER = JSON.stringify({ owner: { name: 'Lakshmi', email: 'owner@demo.localhost' }, subdomain: 'demo', accountTypeId: 'b'.repeat(24), editMode: true });
const CUSTOMER = { customerId: 'c0ffee0c0ffee0c0ffee0c0f', name: 'Asha Rao', phoneNumber: '9876543210', countryCode: '+91' };

function setup(localData: Record<string, string>) {
  const local = createMemoryStorage(localData);
  const post = jest.fn(async () => ({ message: 'Logged out successfully' }));
  const store = new RootStore({
    api: { get: jest.fn(), post } as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => local, session: () => null }),
    getHostname: () => 'demo.localhost',
  }).hydrate();
  store.session.startSession(CUSTOMER, 'customer-token');
  render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={['/logout']}>
        <Routes>
          <Route path="/logout" element={<Logout />} />
          <Route path="/" element={<p>Home</p>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, local, post };
}

describe('/logout', () => {
  it('ends the customer session, asks the server to end it as a customer, and goes home', () => {
    const { store, local, post } = setup({});
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(store.session.isLoggedIn).toBe(false);
    expect(local.data.has('demo')).toBe(false);
    expect(local.data.has('chatSession')).toBe(false);
    expect(post).toHaveBeenCalledWith('/auth/logout', undefined, expect.anything(), { headers: { 'X-Session-Type': 'customer' } });
  });

  it('leaves an owner logged in to edit the site logged in', () => {
    const { store, local } = setup({ userAccessToken: 'owner-token', [OWNER_SESSION_KEY]: OWNER });
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.owner.isLoggedIn).toBe(true);
    expect(local.data.get('userAccessToken')).toBe('owner-token');
  });
});
