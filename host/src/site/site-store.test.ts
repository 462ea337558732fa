import { ApiError, type ApiClient, type PageAnswer } from 'shared';
import { aPage, anAnswer } from 'shared/testing';
import { SiteStore } from './site-store';

/** An API whose page call answers the routes in `pages` and 404 for every other. */
function pageApi(pages: Record<string, PageAnswer>) {
  const get = jest.fn(async (_path: string, query: { customRoute: string }) => {
    const page = pages[query.customRoute];
    if (!page) throw new ApiError(404, 'PAGE_NOT_FOUND', 'Page not found');
    return page;
  });
  return { api: { get } as unknown as ApiClient, get };
}

describe('SiteStore', () => {
  const home = anAnswer(aPage([], { title: 'Home' }));
  const about = anAnswer(aPage([], { title: 'About' }));

  it("frames a missing page's first load with the site's home, for its header and navigation", async () => {
    const { api, get } = pageApi({ '/': home });
    const site = new SiteStore(api, 'demo');
    await site.load('/no-such-page');
    expect(site.state).toEqual({ status: 'not-found', frame: home });
    expect(get.mock.calls.map(([, query]) => query.customRoute)).toEqual(['/no-such-page', '/']);
  });

  it('frames a missing page reached by a link with the page that was on screen, without another call', async () => {
    const { api, get } = pageApi({ '/': home, '/about': about });
    const site = new SiteStore(api, 'demo');
    await site.load('/about');
    await site.load('/gone');
    expect(site.state).toEqual({ status: 'not-found', frame: about });
    await site.load('/gone-too');
    expect(site.state).toEqual({ status: 'not-found', frame: about });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('has no frame for a site without pages (no such site)', async () => {
    const { api } = pageApi({});
    const site = new SiteStore(api, 'nobody');
    await site.load('/anything');
    expect(site.state).toEqual({ status: 'not-found', frame: null });
    await site.load('/');
    expect(site.state).toEqual({ status: 'not-found', frame: null });
  });

  it("loads the site's home as the frame of a screen a visitor opened first, once", async () => {
    const { api, get } = pageApi({ '/': home });
    const site = new SiteStore(api, 'demo');
    expect(site.frame).toBeNull();
    await site.loadFrame();
    expect(site.frame).toEqual(home);
    await site.loadFrame();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('frames a screen reached by a link with the page that was on screen, without another call', async () => {
    const { api, get } = pageApi({ '/': home, '/about': about });
    const site = new SiteStore(api, 'demo');
    await site.load('/about');
    await site.loadFrame();
    expect(site.frame).toEqual(about);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('has no frame to load for a site without a home, and asks once', async () => {
    const { api, get } = pageApi({});
    const site = new SiteStore(api, 'nobody');
    await site.loadFrame();
    await site.loadFrame();
    expect(site.frame).toBeNull();
    expect(site.state).toEqual({ status: 'not-found', frame: null });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps other failures as errors', async () => {
    const get = jest.fn(async () => {
      throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
    });
    const site = new SiteStore({ get } as unknown as ApiClient, 'demo');
    await site.load('/about');
    expect(site.state).toEqual({ status: 'error', message: 'Internal server error' });
  });
});
