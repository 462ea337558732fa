import { act, waitFor } from '@testing-library/react';
import { aPage, anAnswer, aSection, fakeApi } from 'shared/testing';
import type { ApiClient } from 'shared';
import { SiteStore } from '../site/site-store';
import { EditModeSync } from './EditModeSync';
import { renderAsOwner } from '../testing/render-as-owner';

async function loadedSite(page = aPage([aSection('Banner')])) {
  const api = fakeApi({ '/business_website/page/get_published_website_specific_page': () => anAnswer(page) });
  const site = new SiteStore(api as unknown as ApiClient, 'demo');
  await site.load('/');
  return { site, page };
}

describe('EditModeSync', () => {
  it("replaces the page on screen with the page an owner's action answers", async () => {
    const { site, page } = await loadedSite();
    const { store, ownerApi } = renderAsOwner(<EditModeSync site={site} />);
    const changed = { ...page, sections: [...page.sections, aSection('Flash Sale')] };
    ownerApi.client.post.mockResolvedValueOnce({ message: 'Section duplicated successfully', pageDetails: changed });
    await act(() => store.owner.duplicateSection(page.sections[0]!, page));
    expect(site.answer?.websitePage.sections.map((s) => s.name)).toEqual(['Banner', 'Flash Sale']);
  });

  it('ignores a page that is not the one on screen', async () => {
    const { site, page } = await loadedSite();
    const { store, ownerApi } = renderAsOwner(<EditModeSync site={site} />);
    ownerApi.client.post.mockResolvedValueOnce({ message: 'ok', pageDetails: aPage([aSection('Other')]) });
    await act(() => store.owner.setSectionStatus(page.sections[0]!._id, 'hide'));
    expect(site.answer?.websitePage).toEqual(page);
  });

  it('checks a stored owner token with the server on load', async () => {
    const { site } = await loadedSite();
    const { ownerApi } = renderAsOwner(<EditModeSync site={site} />);
    await waitFor(() => expect(ownerApi.client.get).toHaveBeenCalledWith('/auth/owner_session', null, expect.anything()));
  });
});
