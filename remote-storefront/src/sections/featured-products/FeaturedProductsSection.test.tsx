import { screen, waitFor, within } from '@testing-library/react';
import { type SectionValue } from 'shared';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aPage, anAnswer, aProduct, aProductList, aSection, deferred, fakeApi, type FakeRoute, renderWithStore } from 'shared/testing';
import { FeaturedProductsSection } from './FeaturedProductsSection';

const CONNECTED: SectionValue[] = [
  { key: 'catalogueSlug', value: 'sarees' },
  { key: 'catalogueId', value: 'c0c0c0c0c0c0c0c0c0c0c0c0' },
];

function renderSection(route: FakeRoute, values: SectionValue[] = CONNECTED, isMobile = false) {
  const section = aSection('Featured Products', values);
  const page = aPage([section]);
  const api = fakeApi({ [API_PATHS.products]: route });
  return renderWithStore(<FeaturedProductsSection section={section} page={page} answer={anAnswer(page)} />, { api, isMobile });
}

const products = (count: number) => Array.from({ length: count }, (_, i) => aProduct({ name: `Saree ${i + 1}`, slug: `saree-${i + 1}` }));

describe('FeaturedProductsSection', () => {
  it('asks for page 1 of 6 published products of the connected catalogue, with skeletons meanwhile', () => {
    const answer = deferred<unknown>();
    const { api } = renderSection(() => answer.promise);
    expect(api.get).toHaveBeenCalledWith(
      API_PATHS.products,
      { accountTypeId: ACCOUNT_TYPE_ID, slug: 'sarees', status: 'Published', page: 1, limit: 6 },
      expect.anything(),
      expect.anything(),
    );
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(6);
  });

  it("shows the title, a View All link and up to 6 products in the grid", async () => {
    renderSection(() => aProductList(products(7)), [...CONNECTED, { key: 'Title', value: 'Bestsellers' }]);
    const region = await screen.findByRole('region', { name: 'Bestsellers' });
    expect(await within(region).findAllByRole('article')).toHaveLength(6);
    expect(within(region).getByRole('link', { name: 'View All Bestsellers' })).toHaveAttribute('href', '/products?catalogue=sarees');
    expect(within(region).getByRole('link', { name: 'Saree 1' })).toHaveAttribute('href', '/product-details?name=saree-1');
  });

  it("uses 'Featured Products' without a Title value", async () => {
    renderSection(() => aProductList(products(1)));
    expect(await screen.findByRole('heading', { name: 'Featured Products' })).toBeInTheDocument();
  });

  it("says 'No featured products yet' when the catalogue has none", async () => {
    renderSection(() => aProductList([]));
    expect(await screen.findByText('No featured products yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Featured Products' })).toBeInTheDocument();
  });

  it('asks by catalogue id when only the id is connected', async () => {
    const { api } = renderSection(() => aProductList(products(1)), [{ key: 'catalogueId', value: 'c0c0c0c0c0c0c0c0c0c0c0c0' }]);
    expect(api.get.mock.calls[0]?.[1]).toMatchObject({ catalogId: 'c0c0c0c0c0c0c0c0c0c0c0c0' });
    expect(await screen.findByRole('link', { name: 'View All Featured Products' })).toHaveAttribute('href', '/products?catalogue=c0c0c0c0c0c0c0c0c0c0c0c0');
  });

  it('draws nothing for visitors when no catalogue is connected, and asks nothing', () => {
    const { container, api } = renderSection(() => aProductList([]), [{ key: 'Title', value: 'Featured' }]);
    expect(container).toBeEmptyDOMElement();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('draws nothing when the call fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = renderSection(() => Promise.reject(new Error('offline')));
      await waitFor(() => expect(container).toBeEmptyDOMElement());
    } finally {
      log.mockRestore();
    }
  });

  it('keeps two columns on mobile too', async () => {
    renderSection(() => aProductList(products(2)), CONNECTED, true);
    const region = await screen.findByRole('region', { name: 'Featured Products' });
    expect(region).toHaveClass('sf-featured--mobile');
    expect(within(region).getByRole('list')).toHaveClass('sf-product-grid');
  });
});
