import { useCallback, useEffect, useState } from 'react';
import { useStore, type Product } from 'shared';
import { catalogueItemsAnswerSchema } from '../contract-refs';
import { CHAT_CATALOGUE_PAGE_SIZE, CHAT_PATHS } from 'shared/constants';

export interface CatalogueItemsQuery {
  catalogueId: string;
  type: 'product' | 'service';
  categoryId: string;
}

export interface CatalogueItems {
  items: Product[];
  status: 'loading' | 'ready' | 'error';
  /** More pages on the server (pages loaded < the answer's `size`). */
  hasMore: boolean;
  /** Loads the next page (20 items), or the failed page again. */
  loadMore: () => void;
}

/**
 * A category's products or services for the widget's item list, 20 a page, with "load more". The query
 * is fixed for the life of the component: the list is mounted with a key per category.
 */
export function useCatalogueItems({ catalogueId, type, categoryId }: CatalogueItemsQuery): CatalogueItems {
  const { api } = useStore();
  const [items, setItems] = useState<Product[]>([]);
  const [pages, setPages] = useState({ loaded: 0, total: 1 });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // how the last request ended, with the request it answers: anything else is still loading
  const request = `${page}#${attempt}`;
  const [ended, setEnded] = useState<{ request: string; status: 'ready' | 'error' } | null>(null);
  const status: CatalogueItems['status'] = ended?.request === request ? ended.status : 'loading';

  useEffect(() => {
    const abort = new AbortController();
    api
      .get(CHAT_PATHS.catalogueItems, { catalogueId, type, categoryId, page, limit: CHAT_CATALOGUE_PAGE_SIZE }, catalogueItemsAnswerSchema, { signal: abort.signal })
      .then((answer) => {
        setItems((current) => {
          const seen = new Set(current.map((item) => item._id));
          return [...current, ...answer.data.filter((item) => !seen.has(item._id))];
        });
        setPages({ loaded: page, total: answer.size });
        setEnded({ request, status: 'ready' });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('[chat] catalogue items failed', error);
        setEnded({ request, status: 'error' });
      });
    return () => abort.abort();
  }, [api, catalogueId, type, categoryId, page, request]);

  const loadMore = useCallback(() => {
    if (status === 'loading') return;
    if (status === 'error') setAttempt((n) => n + 1);
    else setPage(pages.loaded + 1);
  }, [status, pages.loaded]);

  return { items, status, hasMore: pages.loaded < pages.total, loadMore };
}
