import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type SectionValue } from 'shared';
import { API_PATHS } from 'shared/constants';
import { aCatalogue, aCatalogueList, ACCOUNT_TYPE_ID, aPage, anAnswer, aSection, deferred, fakeApi, type FakeRoute, renderWithStore } from 'shared/testing';
import { ShopByCategorySection } from './ShopByCategorySection';

function renderSection(route: FakeRoute, values: SectionValue[] = []) {
  const section = aSection('Shop by Category', values);
  const page = aPage([section]);
  const api = fakeApi({ [API_PATHS.cataloguesByAccount]: route });
  return renderWithStore(<ShopByCategorySection section={section} page={page} answer={anAnswer(page)} />, { api });
}

describe('ShopByCategorySection', () => {
  it("asks for the page's business catalogues and shows skeletons meanwhile", () => {
    const answer = deferred<unknown>();
    const { api } = renderSection(() => answer.promise);
    expect(api.get).toHaveBeenCalledWith(API_PATHS.cataloguesByAccount, { accountTypeId: ACCOUNT_TYPE_ID }, expect.anything(), expect.anything());
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Loading categories' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows each catalogue as an image tile linking to its listing, under the SectionTitle', async () => {
    renderSection(() => aCatalogueList([aCatalogue({ name: 'Sarees', slug: 'sarees' }), aCatalogue({ name: 'Kurtas', slug: 'kurtas', image: null })]), [
      { key: 'SectionTitle', value: 'Browse our range' },
    ]);
    const region = screen.getByRole('region', { name: 'Browse our range' });
    expect(await within(region).findByRole('link', { name: 'Sarees' })).toHaveAttribute('href', '/products?catalogue=sarees');
    expect(within(region).getByRole('link', { name: 'Kurtas' })).toHaveAttribute('href', '/products?catalogue=kurtas');
    expect(within(region).queryByTestId('category-skeleton')).toBeNull();
  });

  it("falls back to the Title value and then to 'Shop by Category' for the heading", async () => {
    renderSection(() => aCatalogueList([aCatalogue()]), [{ key: 'Title', value: 'Collections' }]);
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeInTheDocument();
  });

  it("uses 'Shop by Category' without a title value", async () => {
    renderSection(() => aCatalogueList([aCatalogue()]));
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
  });

  it('shows a placeholder when a tile image fails', async () => {
    renderSection(() => aCatalogueList([aCatalogue({ name: 'Sarees' })]));
    const link = await screen.findByRole('link', { name: 'Sarees' });
    const img = link.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(within(link).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(link.querySelector('img')).toBeNull();
  });

  it('draws nothing when the business has no catalogue', async () => {
    const { container, api } = renderSection(() => aCatalogueList([]));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('draws nothing when the call fails, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = renderSection(() => {
        throw new Error('offline');
      });
      await waitFor(() => expect(container).toBeEmptyDOMElement());
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
