import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { API_PATHS } from 'shared/constants';
import { ACCOUNT_TYPE_ID, aPage, deferred, fakeApi, type FakeRoute, renderWithStore } from 'shared/testing';
import { mockIntersectionObserver } from '../../testing/intersection-observer';
import { listingRoutes, LocationProbe, pagedProducts, products } from '../listing-test-kit';
import { MobileProductListing } from './MobileProductListing';

const page = aPage([], { keyValue: 'products', customRoute: '/products' });
let observer: ReturnType<typeof mockIntersectionObserver>;
beforeEach(() => {
  observer = mockIntersectionObserver();
});
afterEach(() => observer.restore());

function renderListing(route = '/products', productRoute: FakeRoute = pagedProducts(products(45)), isMobile = true) {
  const api = fakeApi(listingRoutes(productRoute));
  const result = renderWithStore(
    <>
      <Routes>
        <Route path="/products" element={<MobileProductListing page={page} />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { api, route, isMobile },
  );
  const location = () => screen.getByTestId('location').textContent;
  const productCalls = () => api.get.mock.calls.filter(([path]) => path === API_PATHS.products).map(([, query]) => query);
  return { ...result, location, productCalls };
}

const reachEnd = () => act(() => observer.reachEnd());
/** Every answer in: no placeholders left. */
const settled = () => waitFor(() => expect(screen.queryAllByTestId(/skeleton/)).toHaveLength(0));

describe('MobileProductListing', () => {
  it('loads pages of 20 sorted by name, and the next page near the bottom until all are shown', async () => {
    const { productCalls } = renderListing('/products?catalogue=sarees');
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(4);
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    expect(productCalls()[0]).toEqual({ accountTypeId: ACCOUNT_TYPE_ID, slug: 'sarees', status: 'Published', limit: 20, sortBy: 'name', page: 1 });
    expect(observer.created[0]?.options?.rootMargin).toBe('0px 0px 100px 0px');
    expect(screen.queryByText("You've seen all available products")).toBeNull();

    reachEnd();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    expect(productCalls().at(-1)).toMatchObject({ page: 2 });
    reachEnd();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(screen.getByText("You've seen all available products")).toBeInTheDocument();
    expect(screen.getByText('45 products')).toBeInTheDocument();

    reachEnd();
    expect(productCalls()).toHaveLength(3);
    expect(observer.watching()).toBe(0);
  });

  it('asks for one next page at a time, with two placeholder cards meanwhile', async () => {
    const next = deferred<unknown>();
    const all = products(30);
    const { productCalls } = renderListing('/products', (query) => (query.page === 2 ? next.promise : pagedProducts(all)(query)));
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    reachEnd();
    reachEnd();
    expect(productCalls()).toHaveLength(2);
    expect(screen.getAllByTestId('product-skeleton')).toHaveLength(2);
    await act(async () => next.resolve(pagedProducts(all)({ page: 2, limit: 20 })));
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
  });

  it("says 'No products found' when nothing matches", async () => {
    renderListing('/products?search=zzz', pagedProducts([]));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.queryByText("You've seen all available products")).toBeNull();
  });

  it('starts again at page 1 when the catalogue changes from the pills', async () => {
    const { location, productCalls } = renderListing('/products');
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    reachEnd();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(40));
    fireEvent.click(within(screen.getByRole('group', { name: 'Catalogues' })).getByRole('button', { name: 'Sarees' }));
    expect(location()).toBe('/products?catalogue=sarees');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(productCalls().at(-1)).toMatchObject({ slug: 'sarees', page: 1 });
  });

  it("shows the catalogue's categories as pills, with 'All' clearing the category", async () => {
    const { location } = renderListing('/products?catalogue=sarees');
    const pills = await screen.findByRole('group', { name: 'Categories' });
    expect(within(pills).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(pills).getByRole('button', { name: 'Silk Sarees' }));
    expect(location()).toBe('/products?catalogue=sarees&category=silk');
    expect(within(pills).getByRole('button', { name: 'Silk Sarees' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(pills).getByRole('button', { name: 'All' }));
    expect(location()).toBe('/products?catalogue=sarees');
    fireEvent.click(screen.getByRole('button', { name: 'All catalogues' }));
    expect(location()).toBe('/products');
    await settled();
  });

  it('applies the Filters & Sort sheet to the URL and the query, and shows how many filters are on', async () => {
    const { location, productCalls } = renderListing('/products?catalogue=sarees');
    await screen.findAllByRole('article');
    const opener = screen.getByRole('button', { name: 'Filters & Sort' });
    fireEvent.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters & Sort' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'On sale' }));
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Price: Low to High' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '3 stars & up' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/products?catalogue=sarees&onSale=true&minRating=3&sortBy=price-low');
    await waitFor(() => expect(productCalls().at(-1)).toMatchObject({ onSale: true, minRating: 3, sortBy: 'price-low', page: 1 }));
    expect(screen.getByRole('button', { name: 'Filters & Sort, 2 active' })).toHaveFocus();
  });

  it('sets the price slider to the server maxSalePrice', async () => {
    renderListing('/products', pagedProducts(products(3), 2499));
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Filters & Sort' }));
    expect(await screen.findByRole('slider', { name: 'Maximum price' })).toHaveAttribute('max', '2499');
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveValue('2499');
  });

  it('offers Clear filters when filters leave nothing', async () => {
    const { location } = renderListing('/products?onSale=true&sortBy=rating', pagedProducts([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/products?sortBy=rating');
    await settled();
  });

  it('offers to load more when a next page fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let fail = true;
      const all = products(30);
      renderListing('/products', (query) => {
        if (query.page === 2 && fail) throw new Error('offline');
        return pagedProducts(all)(query);
      });
      await screen.findAllByRole('article');
      reachEnd();
      const more = await screen.findByRole('button', { name: 'Load more products' });
      fail = false;
      fireEvent.click(more);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    } finally {
      log.mockRestore();
    }
  });

  it('redirects to home when drawn on a desktop layout', () => {
    const { location } = renderListing('/products', pagedProducts([]), false);
    expect(location()).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('has the search box', async () => {
    renderListing('/products');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    await settled();
  });
});
