import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { catalogueListAnswerSchema, useStore, type Catalogue } from 'shared';
import { API_PATHS, OWNER_PAGE_ROUTES } from 'shared/constants';
import { useApiQuery } from '../../common/data/use-api-query';
import { Modal } from '../edit-mode/Modal';
import { SafeImage } from '../../common/ui/SafeImage';

/** Where 'Create your first catalogue to get started' leads (a new tab, so the page being edited stays): the owner's catalogue page. */
export const CATALOGUE_PAGE_PATH = OWNER_PAGE_ROUTES.catalogue;

interface Props {
  sectionId: string;
  accountTypeId: string;
  /** Slug of the catalogue connected now, marked in the list. */
  currentSlug: string | undefined;
  onClose: () => void;
}

/**
 * Select Catalogue: the business's catalogues (GET get_catalogue); choosing one connects it to the
 * section and closes the modal once the server took it.
 */
export const SelectCatalogueModal = observer(function SelectCatalogueModal({ sectionId, accountTypeId, currentSlug, onClose }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Modal title="Select Catalogue" onClose={onClose}>
      <CatalogueChoices key={attempt} sectionId={sectionId} accountTypeId={accountTypeId} currentSlug={currentSlug} onDone={onClose} onRetry={() => setAttempt((n) => n + 1)} />
    </Modal>
  );
});

interface ChoicesProps {
  sectionId: string;
  accountTypeId: string;
  currentSlug: string | undefined;
  onDone: () => void;
  onRetry: () => void;
}

const CatalogueChoices = observer(function CatalogueChoices({ sectionId, accountTypeId, currentSlug, onDone, onRetry }: ChoicesProps) {
  const { owner } = useStore();
  const state = useApiQuery(API_PATHS.catalogues, { accountTypeId }, catalogueListAnswerSchema);
  const busy = owner.isPending(sectionId);

  const choose = async (catalogue: Catalogue) => {
    if (await owner.connectCatalogue(sectionId, catalogue)) onDone();
  };

  if (state.status === 'loading') {
    return (
      <ul className="sf-catalogue-list" aria-busy="true" aria-label="Loading catalogues">
        {[0, 1, 2].map((i) => (
          <li key={i} className="sf-skeleton" style={{ height: 78 }} />
        ))}
      </ul>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="sf-catalogue-empty" role="alert">
        <p className="sf-catalogue-empty__title">The catalogues could not be loaded.</p>
        <button type="button" className="sf-edit-button" onClick={onRetry}>
          Try Again
        </button>
      </div>
    );
  }
  const catalogues = state.data.data;
  if (catalogues.length === 0) {
    return (
      <div className="sf-catalogue-empty">
        <p className="sf-catalogue-empty__title">No catalogues available</p>
        <a href={CATALOGUE_PAGE_PATH} target="_blank" rel="noopener noreferrer">
          Create your first catalogue to get started
        </a>
      </div>
    );
  }
  return (
    <ul className="sf-catalogue-list" aria-label="Catalogues">
      {catalogues.map((catalogue) => {
        const current = catalogue.slug === currentSlug;
        return (
          <li key={catalogue._id}>
            <button type="button" className="sf-catalogue-option" aria-pressed={current} disabled={busy} onClick={() => void choose(catalogue)}>
              <SafeImage src={catalogue.image} alt="" className="sf-catalogue-option__image" width={56} height={56} />
              <span className="sf-catalogue-option__text">
                <span className="sf-catalogue-option__name">{catalogue.name}</span>
                <span className="sf-catalogue-option__meta">{`${catalogue.totalItems} ${catalogue.totalItems === 1 ? 'item' : 'items'}`}</span>
              </span>
              {current && <span className="sf-catalogue-option__current">Connected</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
});
