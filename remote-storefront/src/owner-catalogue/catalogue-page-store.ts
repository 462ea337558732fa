import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, NETWORK_ERROR_MESSAGE, type OwnerCatalogueWithCategories, type OwnerDispatchPoint, type OwnerProduct } from 'shared';
import type { OwnerCatalogueApi, ProductListQuery } from './owner-catalogue-api';

/** What a failed call says: the server's own message (a 409's reason, a 404) or a plain one. */
export const messageOf = (error: unknown): string => (isApiError(error) && error.message ? error.message : NETWORK_ERROR_MESSAGE);

type Load = 'loading' | 'ready' | 'failed';

/**
 * The catalogue page's data: the business's catalogues (with their categories) and dispatch points, and
 * the page of items the list's filters ask for. A newer list request replaces an older one still on its way.
 */
export class CataloguePageStore {
  catalogues: OwnerCatalogueWithCategories[] = [];
  dispatchPoints: OwnerDispatchPoint[] = [];
  choicesStatus: Load = 'loading';
  choicesError: string | null = null;
  items: OwnerProduct[] = [];
  total = 0;
  page = 1;
  pageSize = 20;
  listStatus: Load = 'loading';
  listError: string | null = null;
  #listRequest = 0;

  constructor(readonly api: OwnerCatalogueApi) {
    makeAutoObservable(this, { api: false }, { autoBind: true });
  }

  async loadChoices(): Promise<void> {
    this.choicesStatus = 'loading';
    try {
      const [catalogues, dispatchPoints] = await Promise.all([this.api.catalogues(), this.api.dispatchPoints()]);
      runInAction(() => {
        this.catalogues = catalogues;
        this.dispatchPoints = dispatchPoints;
        this.choicesStatus = 'ready';
        this.choicesError = null;
      });
    } catch (error) {
      runInAction(() => {
        this.choicesStatus = 'failed';
        this.choicesError = messageOf(error);
      });
    }
  }

  /** The catalogues again after a change (no loading state: the panel stays as it is meanwhile). */
  async refreshCatalogues(): Promise<void> {
    const catalogues = await this.api.catalogues();
    runInAction(() => {
      this.catalogues = catalogues;
    });
  }

  async loadList(query: ProductListQuery): Promise<void> {
    const request = (this.#listRequest += 1);
    this.listStatus = 'loading';
    try {
      const page = await this.api.products(query);
      if (request !== this.#listRequest) return;
      runInAction(() => {
        this.items = page.items;
        this.total = page.total;
        this.page = page.page;
        this.pageSize = page.pageSize;
        this.listStatus = 'ready';
        this.listError = null;
      });
    } catch (error) {
      if (request !== this.#listRequest) return;
      runInAction(() => {
        this.listStatus = 'failed';
        this.listError = messageOf(error);
      });
    }
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  catalogueName(id: string): string {
    return this.catalogues.find((c) => c.id === id)?.name ?? '';
  }

  categoryName(id: string | null): string {
    if (!id) return '';
    for (const c of this.catalogues) {
      const found = c.categories.find((cat) => cat.id === id);
      if (found) return found.name;
    }
    return '';
  }
}
