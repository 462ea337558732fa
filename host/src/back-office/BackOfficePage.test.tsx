import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-registry';
import { renderAsOwner } from '../testing/render-as-owner';
import { BackOfficePage } from './BackOfficePage';
import type { OwnerPage } from './owner-pages';

jest.mock('../federation/remote-registry', () => ({ ...jest.requireActual<object>('../federation/remote-registry'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function LoginPageProbe() {
  const { pathname, search } = useLocation();
  return <p>Login page at {pathname + search}</p>;
}

const remotePage: OwnerPage = { path: '/owner/orders', label: 'Orders', remote: 'checkout', module: 'OwnerOrders' };
const hostPage: OwnerPage = { path: '/owner/settings', label: 'Settings', component: lazy(async () => ({ default: () => <p>The business profile</p> })) };

const routesFor = (page: OwnerPage) => (
  <Routes>
    <Route path="/owner" element={<LoginPageProbe />} />
    <Route path={`${page.path}/*`} element={<BackOfficePage page={page} subdomain="demo" />} />
  </Routes>
);

describe('BackOfficePage', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: () => <p>The orders</p> });
  });

  it('sends a visitor with no owner logged in to the owner login, asking to come back to the same page', () => {
    renderAsOwner(routesFor(remotePage), { owner: null, route: '/owner/orders/ord_1?tab=payments' });
    expect(screen.getByText('Login page at /owner?next=%2Fowner%2Forders%2Ford_1%3Ftab%3Dpayments')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the owner of another site to the login of this one', () => {
    renderAsOwner(routesFor(remotePage), { owner: { subdomain: 'other' }, route: '/owner/orders' });
    expect(screen.getByText(/Login page at \/owner\?next=/)).toBeInTheDocument();
  });

  it('waits for the owner kept in the browser before deciding, so a reload stays on the page', async () => {
    const { store } = renderAsOwner(routesFor(remotePage), { route: '/owner/orders', restored: false });
    expect(screen.getByRole('status', { name: 'Loading Orders' })).toBeInTheDocument();
    act(() => {
      store.hydrate();
    });
    expect(await screen.findByText('The orders')).toBeInTheDocument();
  });

  it('shows a remote page from the app that owns it, under the back office bar', async () => {
    renderAsOwner(routesFor(remotePage), { route: '/owner/orders' });
    expect(await screen.findByText('The orders')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('checkout', 'OwnerOrders');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Orders');
  });

  it('shows a page of the host its own code', async () => {
    renderAsOwner(routesFor(hostPage), { route: '/owner/settings' });
    expect(await screen.findByText('The business profile')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
