import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aPage, deferred, fakeApi, renderWithStore } from 'shared/testing';
import { listingRoutes, LocationProbe, pagedProducts, products, SAREES } from '../listing-test-kit';
import { DesktopProductListing } from './DesktopProductListing';

const page = aPage([], { keyValue: 'products', customRoute: '/products' });

function renderListing(route = '/products', productRoute = pagedProducts(products(20))) {
  const api = fakeApi(listingRoutes(productRoute));
  const result = renderWithStore(
    <>
      <DesktopProductListing page={page} />
      <LocationProbe />
    </>,
    { api, route },
  );
  const location = () => screen.getByTestId('location').textContent;
  const productCalls = () => api.get.mock.calls.filter(([path]) => path === API_PATHS.products).map(([, query]) => query);
  return { ...result, location, productCalls };
}

/** Every answer in: no placeholders left. */
const settled = () => waitFor(() => expect(screen.queryAllByTestId(/skeleton/)).toHaveLength(0));
const catalogueButton = (name: string) => within(screen.getByRole('group', { name: 'Catalogues' })).getByRole('button', { name });
const categoryButton = (name: string) => within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name });

describe('DesktopProductListing', () => {
  it('shows 8 skeletons while loading, then a page of 8 products with the count', async () => {
    const answer = deferred<unknown>();
    const { productCalls } = renderListing('/products', () => answer.promise);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(8);
    expect(productCalls()).toEqual([{ accountTypeId: ACCOUNT_TYPE_ID, status: 'Published', sortBy: 'name', page: 1, limit: 8 }]);
    await act(async () => answer.resolve(pagedProducts(products(20))({ page: 1, limit: 8 })));
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(screen.getByText('20 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
  });

  it('selects a catalogue from the strip, loads its categories, and a click again deselects it', async () => {
    const { location, productCalls } = renderListing('/products?page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Sarees' }));
    expect(location()).toBe('/products?catalogue=sarees');
    expect(catalogueButton('Sarees')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Sarees' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Silk Sarees' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ slug: 'sarees', page: 1 }));

    fireEvent.click(catalogueButton('Sarees'));
    expect(location()).toBe('/products');
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    await settled();
  });

  it('picks a category (back to page 1), clears it with Clear, and changing the catalogue clears it too', async () => {
    const { location, productCalls } = renderListing('/products?catalogue=sarees&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Silk Sarees' }));
    expect(location()).toBe('/products?catalogue=sarees&category=silk');
    expect(categoryButton('Silk Sarees')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ slug: 'sarees', category: 'silk', page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear category' }));
    expect(location()).toBe('/products?catalogue=sarees');

    fireEvent.click(categoryButton('Cotton Sarees'));
    fireEvent.click(catalogueButton('Home Decor'));
    expect(location()).toBe('/products?catalogue=home-decor');
    await settled();
  });

  it('accepts a 24-hex catalogue id in the URL and asks by catalogId', async () => {
    const { productCalls } = renderListing(`/products?catalogue=${SAREES._id}`);
    await waitFor(() => expect(catalogueButton('Sarees')).toHaveAttribute('aria-pressed', 'true'));
    expect(productCalls()[0]).toMatchObject({ catalogId: SAREES._id });
    expect(await screen.findByRole('button', { name: 'Silk Sarees' })).toBeInTheDocument();
  });

  it('pages with Previous, the numbers and Next', async () => {
    const { location } = renderListing('/products?catalogue=sarees');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('button', { name: /^Page/ })).toHaveLength(3);

    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/products?catalogue=sarees&page=2');
    expect(await screen.findByRole('link', { name: 'Product 9' })).toBeInTheDocument();
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/products?catalogue=sarees&page=3');
    expect(await screen.findByRole('link', { name: 'Product 17' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/products?catalogue=sarees&page=2');
    await settled();
  });

  it('shows the window with ellipses above 7 pages', async () => {
    renderListing('/products?page=6', pagedProducts(products(100)));
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(within(nav).getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['1', '5', '6', '7', '13']));
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('shows no pagination for a single page', async () => {
    renderListing('/products', pagedProducts(products(5)));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("shows the empty state 'No products found' / 'Try adjusting your search or category filter'", async () => {
    renderListing('/products?search=zzz', pagedProducts([]));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or category filter')).toBeInTheDocument();
  });

  it('shows the empty state when the call fails (the failure is only logged)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderListing('/products', () => Promise.reject(new Error('offline')));
      expect(await screen.findByText('No products found')).toBeInTheDocument();
    } finally {
      log.mockRestore();
    }
  });

  it('reads the search from the URL, sends it, and clears it back to page 1', async () => {
    const { location, productCalls } = renderListing('/products?catalogue=sarees&search=silk&page=2');
    expect(screen.getByText('silk').closest('p')).toHaveTextContent('Results for silk');
    await waitFor(() => expect(productCalls()[0]).toMatchObject({ search: 'silk', page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/products?catalogue=sarees');
    await settled();
  });

  it('draws no category chips for an unknown catalogue (the categories call answers 404)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderListing('/products?catalogue=nope');
      expect(await screen.findAllByRole('article')).toHaveLength(8);
      await waitFor(() => expect(screen.queryByTestId('category-skeleton')).toBeNull());
      expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    } finally {
      log.mockRestore();
    }
  });

  it('sorts and filters from the Filters & Sort panel, in the URL from page 1', async () => {
    const { location, productCalls } = renderListing('/products?page=2');
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Filters & Sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters & Sort' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Price: High to Low' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'On sale' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?onSale=true&sortBy=price-high');
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ sortBy: 'price-high', onSale: true, page: 1 }));
    expect(screen.getByRole('button', { name: 'Filters & Sort, 1 active' })).toHaveFocus();
  });
});
