import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryStorage, createSafeStorage, RootStore, StoreProvider, type ApiClient } from 'shared';
import { deferred, fakeApi, type FakeRoute } from 'shared/testing';
import { pagedProducts, products } from './listing-test-kit';
import { useInfiniteProducts } from './use-infinite-products';
import type { QueryParams } from '../common/data/use-api-query';

function setup(route: FakeRoute, initial: QueryParams = { accountTypeId: 'a', limit: 2 }) {
  const api = fakeApi({ '/business_website/catalogue/product/get_catalogue_product_items_for_public': route });
  const memory = createMemoryStorage();
  const store = new RootStore({ api: api as unknown as ApiClient, window: null, cookies: null, storage: createSafeStorage({ local: () => memory }) });
  const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
  const hook = renderHook(({ query }) => useInfiniteProducts(query), { wrapper, initialProps: { query: initial } });
  return { api, ...hook };
}

describe('useInfiniteProducts', () => {
  it('appends pages in order and knows when all are loaded', async () => {
    const { result } = setup(pagedProducts(products(5), 1800));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({ total: 5, maxSalePrice: 1800, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.products).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.products.map((p) => p.name)).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']);
  });

  it('shows a product that a later page repeats only once', async () => {
    const all = products(3);
    const { result } = setup((query) =>
      query.page === 1
        ? { message: 'success', data: all.slice(0, 2), size: 2, total: 3, maxSalePrice: 0 }
        : { message: 'success', data: all.slice(1, 3), size: 2, total: 3, maxSalePrice: 0 },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.products.map((p) => p.name)).toEqual(['Product 1', 'Product 2', 'Product 3']);
  });

  it('starts again at page 1 for a new query and drops the old answer still on its way', async () => {
    const slow = deferred<unknown>();
    const { result, rerender, api } = setup((query) => (query.catalogId === 'old' ? slow.promise : pagedProducts(products(1, 'New'))(query)), {
      accountTypeId: 'a',
      catalogId: 'old',
      limit: 2,
    });
    expect(result.current.status).toBe('loading');
    rerender({ query: { accountTypeId: 'a', catalogId: 'new', limit: 2 } });
    await waitFor(() => expect(result.current.products.map((p) => p.name)).toEqual(['New 1']));
    await act(async () => slow.resolve(pagedProducts(products(2, 'Old'))({ page: 1, limit: 2 })));
    expect(result.current.products.map((p) => p.name)).toEqual(['New 1']);
    expect(api.get.mock.calls.map(([, query]) => query)).toEqual([
      { accountTypeId: 'a', catalogId: 'old', limit: 2, page: 1 },
      { accountTypeId: 'a', catalogId: 'new', limit: 2, page: 1 },
    ]);
  });

  it('reports a failed first page as an error, and asks again on retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let fail = true;
      const { result } = setup((query) => {
        if (fail) throw new Error('offline');
        return pagedProducts(products(1))(query);
      });
      await waitFor(() => expect(result.current.status).toBe('error'));
      fail = false;
      act(() => result.current.retry());
      await waitFor(() => expect(result.current.status).toBe('ready'));
    } finally {
      log.mockRestore();
    }
  });
});
