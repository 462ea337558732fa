import { screen } from '@testing-library/react';
import type { ApiClient } from 'shared';
import { TRACK_ORDER_ROUTE } from 'shared/constants';
import { fakeApi } from 'shared/testing';
import { AppRoutes } from './AppRoutes';
import { loadRemoteModule } from './federation/remote-registry';
import { SiteStore } from './site/site-store';
import { renderAsOwner } from './testing/render-as-owner';

jest.mock('./federation/remote-registry', () => ({ ...jest.requireActual<object>('./federation/remote-registry'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

describe('AppRoutes', () => {
  it("shows the checkout's order tracking page at /track-order, for this site, without a site page or a login", async () => {
    load.mockResolvedValue({ default: ({ subdomain }: { subdomain: string }) => <p>Tracking an order of {subdomain}</p> });
    const api = fakeApi();
    renderAsOwner(<AppRoutes site={new SiteStore(api as unknown as ApiClient, 'demo')} />, { owner: null, route: `${TRACK_ORDER_ROUTE}?order=KS-1042` });
    expect(await screen.findByText('Tracking an order of demo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('checkout', 'TrackOrderPage');
    // no page of the site is asked for
    expect(api.get).not.toHaveBeenCalled();
  });
});
