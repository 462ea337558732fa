import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { INBOX_ROUTE } from 'shared/constants';
import { ACCOUNT_TYPE_ID } from 'shared/testing';
import { OwnerLoginPage } from '../edit-mode/OwnerLoginPage';
import { renderAsOwner } from '../testing/render-as-owner';
import { loadRemoteModule } from '../federation/remote-registry';
import { OwnerInboxPage } from './OwnerInboxPage';

jest.mock('../federation/remote-registry', () => ({ ...jest.requireActual<object>('../federation/remote-registry'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function LoginPageProbe() {
  const { pathname, search } = useLocation();
  return <p>Login page at {pathname + search}</p>;
}

const routes = (
  <Routes>
    <Route path="/owner" element={<LoginPageProbe />} />
    <Route path={INBOX_ROUTE} element={<OwnerInboxPage subdomain="demo" />} />
  </Routes>
);

describe('OwnerInboxPage', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: () => <p>The inbox</p> });
  });

  it('sends a visitor with no owner logged in to the owner login, asking to come back', () => {
    renderAsOwner(routes, { owner: null, route: INBOX_ROUTE });
    expect(screen.getByText('Login page at /owner?next=%2Fowner%2Finbox')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the owner kept in the browser before deciding, so a reload stays in the inbox', async () => {
    const { store } = renderAsOwner(routes, { route: INBOX_ROUTE, restored: false });
    expect(screen.getByRole('status', { name: 'Loading the inbox' })).toBeInTheDocument();
    expect(screen.queryByText(/Login page at/)).not.toBeInTheDocument();
    act(() => {
      store.hydrate();
    });
    expect(await screen.findByText('The inbox')).toBeInTheDocument();
  });

  it('sends the owner of another site to the login of this one', () => {
    renderAsOwner(routes, { owner: { subdomain: 'other' }, route: INBOX_ROUTE });
    expect(screen.getByText(/Login page at \/owner/)).toBeInTheDocument();
  });

  it('shows this site’s owner the chat remote’s inbox', async () => {
    renderAsOwner(routes, { route: INBOX_ROUTE });
    expect(await screen.findByText('The inbox')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('chat', 'OwnerInbox');
  });

  it('sends the owner to the login once their session ends', async () => {
    const { store } = renderAsOwner(routes, { route: INBOX_ROUTE });
    await screen.findByText('The inbox');
    act(() => store.owner.sessionEnded('Session expired'));
    expect(screen.getByText(/Login page at \/owner\?next=/)).toBeInTheDocument();
  });

  it('brings the owner back to the inbox after logging in', async () => {
    const user = userEvent.setup();
    const { ownerApi } = renderAsOwner(
      <Routes>
        <Route path="/owner" element={<OwnerLoginPage subdomain="demo" />} />
        <Route path={INBOX_ROUTE} element={<OwnerInboxPage subdomain="demo" />} />
      </Routes>,
      { owner: null, route: INBOX_ROUTE },
    );
    ownerApi.login.mockResolvedValueOnce({
      message: 'success',
      accessToken: 'fresh-owner-token',
      owner: { name: 'Lakshmi Srinivasan', email: 'owner@demo.localhost' },
      subdomain: 'demo',
      accountTypeId: ACCOUNT_TYPE_ID,
    });
    await user.type(screen.getByLabelText('Email'), 'owner@demo.localhost');
    await user.type(screen.getByLabelText('Password'), 'kaveri-demo-2025');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The inbox')).toBeInTheDocument();
  });
});
