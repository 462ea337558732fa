import { screen } from '@testing-library/react';
import { ApiError, type ApiClient } from 'shared';
import { API_PATHS, TRACK_ORDER_ROUTE } from 'shared/constants';
import { aPage, anAnswer, fakeApi } from 'shared/testing';
import { AppRoutes } from './AppRoutes';
import { loadRemoteModule } from './federation/remote-registry';
import { SiteStore } from './site/site-store';
import { renderAsOwner } from './testing/render-as-owner';

jest.mock('./federation/remote-registry', () => ({ ...jest.requireActual<object>('./federation/remote-registry'), loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

describe('AppRoutes', () => {
  const trackingPage = ({ subdomain }: { subdomain: string }) => <p>Tracking an order of {subdomain}</p>;

  it("shows the checkout's order tracking page at /track-order, for this site, in the site's own frame, without a login", async () => {
    load.mockResolvedValue({ default: trackingPage });
    const home = anAnswer(aPage([], { title: 'Home' }));
    const api = fakeApi({ [API_PATHS.page]: async () => home });
    renderAsOwner(<AppRoutes site={new SiteStore(api as unknown as ApiClient, 'demo')} />, { owner: null, route: `${TRACK_ORDER_ROUTE}?order=KS-1042` });
    const tracking = await screen.findByText('Tracking an order of demo');
    expect(load).toHaveBeenCalledWith('checkout', 'TrackOrderPage');
    // the site's home is asked for once, for the header and navigation around the page
    expect(api.get.mock.calls.map(([, query]) => query)).toEqual([{ subdomain: 'demo', customRoute: '/' }]);
    expect(screen.getByRole('main')).toContainElement(tracking);
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
  });

  it('shows the tracking page alone, as the main content, when the site has no home to frame it', async () => {
    load.mockResolvedValue({ default: trackingPage });
    const api = fakeApi({ [API_PATHS.page]: async () => Promise.reject(new ApiError(404, 'PAGE_NOT_FOUND', 'Page not found')) });
    renderAsOwner(<AppRoutes site={new SiteStore(api as unknown as ApiClient, 'demo')} />, { owner: null, route: TRACK_ORDER_ROUTE });
    const tracking = await screen.findByText('Tracking an order of demo');
    expect(screen.getByRole('main')).toContainElement(tracking);
    expect(screen.queryByRole('link', { name: 'Skip to content' })).not.toBeInTheDocument();
  });
});
