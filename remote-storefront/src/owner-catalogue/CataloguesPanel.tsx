import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { OwnerCatalogueWithCategories, OwnerCategory } from 'shared';
import { messageOf, type CataloguePageStore } from './catalogue-page-store';
import { ConfirmDelete } from './ConfirmDelete';
import { NameForm } from './NameForm';

interface Props {
  store: CataloguePageStore;
  /** A catalogue or category changed: the item list and its filters read them again. */
  onChanged: () => void;
  announce: (message: string) => void;
}

/** One row's state: renaming it, asking before deleting it, or the server's refusal to delete it. */
type RowState = { mode: 'idle' } | { mode: 'rename' } | { mode: 'confirm'; busy: boolean } | { mode: 'refused'; message: string };

function useRow() {
  const [state, setState] = useState<RowState>({ mode: 'idle' });
  return { state, setState };
}

/**
 * The business's catalogues and their categories: create, rename, delete. A delete the server refuses
 * (a catalogue or category that still has items: 409) shows its reason under the row it was about.
 */
export const CataloguesPanel = observer(function CataloguesPanel({ store, onChanged, announce }: Props) {
  const changed = async (message: string) => {
    await store.refreshCatalogues();
    onChanged();
    announce(message);
  };
  const create = async (name: string) => {
    await store.api.createCatalogue(name);
    await changed(`Catalogue “${name}” created`);
  };
  const empty = store.catalogues.length === 0;
  return (
    <section className="oc-card" aria-labelledby="oc-catalogues-title">
      <h2 id="oc-catalogues-title" className="oc-card__title">
        Catalogues and categories
      </h2>
      {empty ? (
        <p className="oc-muted">You have no catalogue yet. Create one to start adding products.</p>
      ) : (
        <ul className="oc-catalogues">
          {store.catalogues.map((catalogue) => (
            <CatalogueRow key={catalogue.id} store={store} catalogue={catalogue} changed={changed} />
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <NameForm label={empty ? 'Create your first catalogue' : 'New catalogue'} submitLabel="Create catalogue" onSubmit={create} />
      </div>
    </section>
  );
});

interface RowProps {
  store: CataloguePageStore;
  changed: (message: string) => Promise<void>;
}

const CatalogueRow = observer(function CatalogueRow({ store, catalogue, changed }: RowProps & { catalogue: OwnerCatalogueWithCategories }) {
  const { state, setState } = useRow();
  const [adding, setAdding] = useState(false);
  const remove = async () => {
    setState({ mode: 'confirm', busy: true });
    try {
      await store.api.deleteCatalogue(catalogue.id);
      await changed(`Catalogue “${catalogue.name}” deleted`);
    } catch (error) {
      setState({ mode: 'refused', message: messageOf(error) });
    }
  };
  return (
    <li className="oc-catalogue">
      {state.mode === 'rename' ? (
        <NameForm
          label={`New name for ${catalogue.name}`}
          submitLabel="Save name"
          initial={catalogue.name}
          autoFocus
          onSubmit={async (name) => {
            await store.api.renameCatalogue(catalogue.id, name);
            setState({ mode: 'idle' });
            await changed(`Catalogue renamed to “${name}”`);
          }}
          onCancel={() => setState({ mode: 'idle' })}
        />
      ) : (
        <div className="oc-catalogue__head">
          <h3 className="oc-catalogue__name">{catalogue.name}</h3>
          <span className="oc-row-actions">
            <button type="button" className="oc-button oc-button--small" onClick={() => setState({ mode: 'rename' })}>
              Rename<span className="oc-visually-hidden"> catalogue {catalogue.name}</span>
            </button>
            <button type="button" className="oc-button oc-button--small oc-button--danger" onClick={() => setState({ mode: 'confirm', busy: false })}>
              Delete<span className="oc-visually-hidden"> catalogue {catalogue.name}</span>
            </button>
          </span>
        </div>
      )}
      {state.mode === 'confirm' && (
        <ConfirmDelete question={`Delete the catalogue “${catalogue.name}” and its categories?`} confirmLabel="Delete catalogue" busy={state.busy} onConfirm={remove} onCancel={() => setState({ mode: 'idle' })} />
      )}
      {state.mode === 'refused' && (
        <p className="oc-error" role="alert">
          {state.message}
        </p>
      )}
      {catalogue.categories.length > 0 && (
        <ul className="oc-categories" aria-label={`Categories of ${catalogue.name}`}>
          {catalogue.categories.map((category) => (
            <CategoryRow key={category.id} store={store} category={category} changed={changed} />
          ))}
        </ul>
      )}
      {adding ? (
        <NameForm
          label={`New category in ${catalogue.name}`}
          submitLabel="Add category"
          autoFocus
          onSubmit={async (name) => {
            await store.api.createCategory(catalogue.id, name);
            await changed(`Category “${name}” added to ${catalogue.name}`);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="oc-button oc-button--small" style={{ marginTop: 6 }} onClick={() => setAdding(true)}>
          Add a category<span className="oc-visually-hidden"> to {catalogue.name}</span>
        </button>
      )}
    </li>
  );
});

const CategoryRow = observer(function CategoryRow({ store, category, changed }: RowProps & { category: OwnerCategory }) {
  const { state, setState } = useRow();
  const remove = async () => {
    setState({ mode: 'confirm', busy: true });
    try {
      await store.api.deleteCategory(category.id);
      await changed(`Category “${category.name}” deleted`);
    } catch (error) {
      setState({ mode: 'refused', message: messageOf(error) });
    }
  };
  if (state.mode === 'rename') {
    return (
      <li>
        <NameForm
          label={`New name for ${category.name}`}
          submitLabel="Save name"
          initial={category.name}
          autoFocus
          onSubmit={async (name) => {
            await store.api.renameCategory(category.id, name);
            setState({ mode: 'idle' });
            await changed(`Category renamed to “${name}”`);
          }}
          onCancel={() => setState({ mode: 'idle' })}
        />
      </li>
    );
  }
  return (
    <li>
      <div className="oc-category">
        <span className="oc-category__name">{category.name}</span>
        <span className="oc-row-actions">
          <button type="button" className="oc-button oc-button--small" onClick={() => setState({ mode: 'rename' })}>
            Rename<span className="oc-visually-hidden"> category {category.name}</span>
          </button>
          <button type="button" className="oc-button oc-button--small oc-button--danger" onClick={() => setState({ mode: 'confirm', busy: false })}>
            Delete<span className="oc-visually-hidden"> category {category.name}</span>
          </button>
        </span>
      </div>
      {state.mode === 'confirm' && (
        <ConfirmDelete question={`Delete the category “${category.name}”?`} confirmLabel="Delete category" busy={state.busy} onConfirm={remove} onCancel={() => setState({ mode: 'idle' })} />
      )}
      {state.mode === 'refused' && (
        <p className="oc-error" role="alert">
          {state.message}
        </p>
      )}
    </li>
  );
});
