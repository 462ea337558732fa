import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStore } from 'shared';
import { CatalogueCsvPanel } from '../owner-catalogue-csv/CatalogueCsvPanel';
import { CataloguePageStore } from './catalogue-page-store';
import { CataloguesPanel } from './CataloguesPanel';
import { listQueryOf, withFilters } from './list-query';
import { createOwnerCatalogueApi } from './owner-catalogue-api';
import { ProductEditor } from './ProductEditor';
import { ProductList } from './ProductList';
import './owner-catalogue.css';

export interface OwnerCatalogueProps {
  /** Tests pass a store over a fake API; the page makes its own over the owner's client. */
  store?: CataloguePageStore;
}

/**
 * The owner's catalogue (exposed as `storefront/OwnerCatalogue`, shown by the host's back office at
 * OWNER_PAGE_ROUTES.catalogue, under its bar and inside its `main`):
 * catalogues and categories beside the list of items, and the item editor. The list's filters and the open
 * editor are in the address (`?edit=new` or `?edit=<id>`), so Back closes the editor.
 */
const OwnerCatalogue = observer(function OwnerCatalogue({ store: given }: OwnerCatalogueProps) {
  const root = useStore();
  const [store] = useState(() => given ?? new CataloguePageStore(createOwnerCatalogueApi(root.owner.client, (file) => root.owner.uploadImage(file))));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryOf(params), [params]);
  const editing = params.get('edit');
  const [notice, setNotice] = useState('');
  const [listVersion, setListVersion] = useState(0);
  const mobile = root.ui.isMobile;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void store.loadChoices();
  }, [store]);
  useEffect(() => {
    if (!editing) void store.loadList(query);
  }, [store, query, editing, listVersion]);

  const reload = useCallback(() => {
    setListVersion((n) => n + 1);
    void store.refreshCatalogues().catch(() => undefined);
  }, [store]);
  const filter = (patch: Parameters<typeof withFilters>[1]) => setParams(withFilters(params, patch));
  const openEditor = (id: string) => {
    setNotice('');
    setParams(withFilters(params, { edit: id }));
  };
  const closeEditor = (message: string | null) => {
    setParams(withFilters(params, { edit: null }));
    if (message) {
      setNotice(message);
      reload();
    }
    requestAnimationFrame(() => heading.current?.focus());
  };

  const hasCatalogue = store.catalogues.length > 0;
  const panel = <CataloguesPanel store={store} onChanged={reload} announce={setNotice} />;
  // a new item goes into the catalogue the list shows, else the first one
  const newItemCatalogue = query.catalogueId ?? store.catalogues[0]?.id ?? '';

  return (
    <div className={`oc${mobile ? ' oc--mobile' : ''}`}>
      <div className="oc__main">
        <h1 className="oc__title" ref={heading} tabIndex={-1}>
          Catalogue
        </h1>
        <p className="oc__notice" role="status">
          {notice}
        </p>
        {!editing && store.choicesStatus === 'ready' && <CatalogueCsvPanel onImported={reload} />}
        {store.choicesStatus === 'failed' && (
          <div className="oc-alert" role="alert">
            {store.choicesError}{' '}
            <button type="button" className="oc-button oc-button--small" onClick={() => void store.loadChoices()}>
              Try again
            </button>
          </div>
        )}
        {store.choicesStatus === 'loading' && <p className="oc-muted">Loading your catalogue…</p>}
        {store.choicesStatus === 'ready' &&
          (editing ? (
            <ProductEditor key={editing} store={store} productId={editing === 'new' ? null : editing} catalogueId={newItemCatalogue} onDone={closeEditor} />
          ) : (
            <div className="oc__columns">
              {/* on a phone the items come first: the owner's everyday task; catalogues are set up once */}
              {!mobile && panel}
              {hasCatalogue ? (
                <ProductList store={store} query={query} onFilter={filter} onEdit={openEditor} onAdd={() => openEditor('new')} onDeleted={reload} announce={setNotice} />
              ) : (
                <section className="oc-card oc-empty" aria-labelledby="oc-start-title">
                  <h2 id="oc-start-title" className="oc-card__title">
                    Start your catalogue
                  </h2>
                  <p>Products live in catalogues. Create your first catalogue, then add your first product to it.</p>
                </section>
              )}
              {mobile && panel}
            </div>
          ))}
      </div>
    </div>
  );
});

export default OwnerCatalogue;
