import { use, useCallback, useEffect, useState } from 'react';
import { productListAnswerSchema, queryKey, useStore, type Product } from 'shared';
import { API_PATHS } from 'shared/constants';
import type { QueryParams } from '../common/data/use-api-query';

/** The growing mobile list. */
export interface InfiniteProducts {
  /** loading: page 1 is on its way; error: page 1 failed; ready: at least page 1 is here. */
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  total: number;
  /** The server's highest price for the catalogue (the price slider's end); null until known. */
  maxSalePrice: number | null;
  /** More pages exist than are loaded (spec: load the next page "while more pages exist"). */
  hasMore: boolean;
  loadingMore: boolean;
  /** The next page failed; `retry` asks again. */
  failedMore: boolean;
  /** Asks for the next page; does nothing while one is on its way or when all are here. */
  loadMore: () => void;
  retry: () => void;
}

interface Loaded {
  key: string;
  products: Product[];
  pages: number;
  size: number;
  total: number;
  maxSalePrice: number;
}

/**
 * Pages of products for one query (everything but `page`), loaded one after another and kept in order.
 * A new query starts again at page 1 and drops answers still on their way for the old one. Products
 * that a later page repeats (the catalogue changed in between) are shown once. Failures are logged;
 * a failed page is asked again only through `retry`.
 */
export function useInfiniteProducts(query: QueryParams): InfiniteProducts {
  const { api, queries } = useStore();
  const key = JSON.stringify(query);
  // A server-rendered page starts with page 1 as the server read it (see useApiQuery).
  const firstKey = queryKey(API_PATHS.products, { ...query, page: 1 });
  const serverAnswer = queries.load(firstKey);
  if (serverAnswer) use(serverAnswer);
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const first = queries.read(firstKey, productListAnswerSchema);
    return first ? { key, products: first.data, pages: 1, size: first.size, total: first.total, maxSalePrice: first.maxSalePrice } : null;
  });
  const [wanted, setWanted] = useState({ key, page: 1 });
  const [failure, setFailure] = useState<{ key: string; page: number } | null>(null);

  const current = loaded?.key === key ? loaded : null;
  const pages = current?.pages ?? 0;
  const wantedPage = wanted.key === key ? wanted.page : 1;
  const failed = failure !== null && failure.key === key && failure.page === pages + 1;

  useEffect(() => {
    if (pages >= wantedPage || failed) return undefined;
    const page = pages + 1;
    const params = { ...(JSON.parse(key) as QueryParams), page };
    let live = true;
    const controller = new AbortController();
    api.get(API_PATHS.products, params, productListAnswerSchema, { signal: controller.signal }).then(
      (answer) => {
        if (!live) return;
        setLoaded((previous) => {
          const base = previous?.key === key ? previous : null;
          if ((base?.pages ?? 0) !== page - 1) return previous;
          const seen = new Set(base?.products.map((product) => product._id));
          return {
            key,
            products: [...(base?.products ?? []), ...answer.data.filter((product) => !seen.has(product._id))],
            pages: page,
            size: answer.size,
            total: answer.total,
            maxSalePrice: answer.maxSalePrice,
          };
        });
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`[storefront] ${API_PATHS.products} page ${page} failed`, error);
        setFailure({ key, page });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [api, key, pages, wantedPage, failed]);

  const hasMore = current !== null && pages < current.size;
  const loadingMore = current !== null && wantedPage > pages && !failed;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore || failed) return;
    setWanted({ key, page: pages + 1 });
  }, [hasMore, loadingMore, failed, key, pages]);
  const retry = useCallback(() => setFailure(null), []);

  return {
    status: current ? 'ready' : failed ? 'error' : 'loading',
    products: current?.products ?? [],
    total: current?.total ?? 0,
    maxSalePrice: current?.maxSalePrice ?? null,
    hasMore,
    loadingMore,
    failedMore: current !== null && failed,
    loadMore,
    retry,
  };
}
