import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OwnerProduct } from 'shared';
import { formatInr } from 'shared/format';
import { fromPaise } from 'shared/rules';
import { messageOf, type CataloguePageStore } from './catalogue-page-store';
import { SafeImage } from '../common/ui/SafeImage';
import { ConfirmDelete } from './ConfirmDelete';
import { FilterSelect } from './FilterSelect';
import { isFiltered, STATUSES } from './list-query';
import type { ProductListQuery } from './owner-catalogue-api';
import { deleteOutcomeMessage } from './delete-outcome';

interface Props {
  store: CataloguePageStore;
  query: ProductListQuery;
  onFilter: (patch: Partial<Record<'search' | 'catalogue' | 'category' | 'status' | 'page', string | null>>) => void;
  onEdit: (productId: string) => void;
  onAdd: () => void;
  onDeleted: () => void;
  announce: (message: string) => void;
}

/** The business's items: searched, filtered by catalogue, category and status (Archived too), a page at a time. */
export const ProductList = observer(function ProductList({ store, query, onFilter, onEdit, onAdd, onDeleted, announce }: Props) {
  const [search, setSearch] = useState(query.search ?? '');
  const titleRef = useRef<HTMLHeadingElement>(null);
  // a deleted row takes its focused button with it: the owner lands on the list's title
  const deleted = () => {
    onDeleted();
    titleRef.current?.focus();
  };
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ search: search.trim() || null });
  };
  const catalogue = store.catalogues.find((c) => c.id === query.catalogueId);
  const categories = catalogue ? catalogue.categories : store.catalogues.flatMap((c) => c.categories.map((cat) => ({ ...cat, name: `${c.name} › ${cat.name}` })));
  const noItems = store.listStatus === 'ready' && store.total === 0;

  return (
    <section className="oc-card" aria-labelledby="oc-items-title">
      <div className="oc-list-head">
        <h2 id="oc-items-title" ref={titleRef} tabIndex={-1} className="oc-focus-title">
          Products and services
        </h2>
        <button type="button" className="oc-button oc-button--primary" onClick={onAdd}>
          Add a product
        </button>
      </div>
      <form className="oc-filters" role="search" aria-label="Products" onSubmit={submitSearch}>
        <div className="oc-field oc-filters__search">
          <label className="oc-field__label" htmlFor="oc-search">
            Search by name
          </label>
          <div className="oc-inline-form" style={{ marginTop: 0 }}>
            <input id="oc-search" className="oc-input" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
            <button type="submit" className="oc-button oc-button--small">
              Search
            </button>
          </div>
        </div>
        <FilterSelect
          id="oc-filter-catalogue"
          label="Catalogue"
          anyLabel="All catalogues"
          value={query.catalogueId}
          options={store.catalogues.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(catalogue) => onFilter({ catalogue, category: null })}
        />
        <FilterSelect
          id="oc-filter-category"
          label="Category"
          anyLabel="All categories"
          value={query.categoryId}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(category) => onFilter({ category })}
        />
        <FilterSelect id="oc-filter-status" label="Status" anyLabel="Any status" value={query.status} options={STATUSES.map((s) => ({ value: s, label: s }))} onChange={(status) => onFilter({ status })} />
      </form>

      <p className="oc-visually-hidden" role="status">
        {store.listStatus === 'ready' ? `${store.total} ${store.total === 1 ? 'item' : 'items'} found` : ''}
      </p>
      {store.listStatus === 'failed' && (
        <div className="oc-alert" role="alert">
          {store.listError}{' '}
          <button type="button" className="oc-button oc-button--small" onClick={() => void store.loadList(query)}>
            Try again
          </button>
        </div>
      )}
      {store.listStatus === 'loading' && store.items.length === 0 && <p className="oc-muted">Loading products…</p>}
      {noItems &&
        (isFiltered(query) ? (
          <div className="oc-empty">
            <p>No products match these filters.</p>
          </div>
        ) : (
          <div className="oc-empty">
            <p>{catalogue ? `“${catalogue.name}” has no products yet.` : 'You have no products yet.'}</p>
            <button type="button" className="oc-button oc-button--primary" onClick={onAdd}>
              Add your first product
            </button>
          </div>
        ))}
      {store.items.length > 0 && !noItems && (
        <ul className="oc-items" aria-label="Products" aria-busy={store.listStatus === 'loading'}>
          {store.items.map((item) => (
            <ItemRow key={item.id} store={store} item={item} onEdit={onEdit} onDeleted={deleted} announce={announce} />
          ))}
        </ul>
      )}
      {store.total > store.pageSize && (
        <nav className="oc-pages" aria-label="Pages of products">
          <button type="button" className="oc-button oc-button--small" disabled={query.page <= 1} onClick={() => onFilter({ page: String(query.page - 1) })}>
            Previous page
          </button>
          <span aria-current="page">
            Page {query.page} of {store.pageCount}
          </span>
          <button type="button" className="oc-button oc-button--small" disabled={query.page >= store.pageCount} onClick={() => onFilter({ page: String(query.page + 1) })}>
            Next page
          </button>
        </nav>
      )}
    </section>
  );
});

/** The price a row shows: the sale price when there is one, the price struck beside it. */
function priceText(item: OwnerProduct): string {
  const base = formatInr(fromPaise(item.basePricePaise));
  return item.salePricePaise === null ? base : `${formatInr(fromPaise(item.salePricePaise))} (was ${base})`;
}

function stockText(item: OwnerProduct): string {
  if (item.stock === null) return 'Stock not tracked';
  const variants = item.variants.length > 0 ? ` in ${item.variants.length} variants` : '';
  return `${item.stock} in stock${variants}`;
}

const ItemRow = observer(function ItemRow({ store, item, onEdit, onDeleted, announce }: { store: CataloguePageStore; item: OwnerProduct } & Pick<Props, 'onEdit' | 'onDeleted' | 'announce'>) {
  const [confirm, setConfirm] = useState<false | 'ask' | 'busy'>(false);
  const [error, setError] = useState<string | null>(null);
  const where = [store.catalogueName(item.catalogueId), store.categoryName(item.categoryId)].filter(Boolean).join(' › ');
  const remove = async () => {
    setConfirm('busy');
    try {
      const outcome = await store.api.deleteProduct(item.id);
      announce(deleteOutcomeMessage(item.name, outcome));
      onDeleted();
    } catch (failure) {
      setConfirm(false);
      setError(messageOf(failure));
    }
  };
  return (
    <li className="oc-item">
      <span className="oc-item__thumb" aria-hidden="true">
        {item.images[0] && <SafeImage src={item.images[0]} alt="" sizes="56px" />}
      </span>
      <div>
        <h3 className="oc-item__name">{item.name}</h3>
        <p className="oc-item__meta">
          <span className={`oc-badge oc-badge--${item.status}`}>{item.status}</span> {priceText(item)} · {stockText(item)}
          {where && <> · {where}</>}
        </p>
        {error && (
          <p className="oc-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="oc-item__actions">
        <button type="button" className="oc-button oc-button--small" onClick={() => onEdit(item.id)}>
          Edit<span className="oc-visually-hidden"> {item.name}</span>
        </button>
        {item.status !== 'Archived' && (
          <button type="button" className="oc-button oc-button--small oc-button--danger" onClick={() => setConfirm('ask')}>
            Delete<span className="oc-visually-hidden"> {item.name}</span>
          </button>
        )}
      </div>
      {confirm && (
        <div style={{ gridColumn: '1 / -1' }}>
          <ConfirmDelete
            question={`Delete “${item.name}”? If it was ever ordered it is archived instead, kept for its orders.`}
            confirmLabel="Delete product"
            busy={confirm === 'busy'}
            onConfirm={remove}
            onCancel={() => setConfirm(false)}
          />
        </div>
      )}
    </li>
  );
});
