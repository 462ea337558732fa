import type { Catalogue } from 'shared';
import type { QueryState } from '../../common/data/use-api-query';
import { SafeImage } from '../../common/ui/SafeImage';
import { useT } from '../../i18n/use-t';
import { namesEntity } from '../listing-params';

interface Props {
  catalogues: QueryState<Catalogue[]>;
  /** The `catalogue` query value (slug or id), or null. */
  selected: string | null;
  onToggle: (catalogue: Catalogue) => void;
}

/**
 * The horizontal catalogue strip (spec: "click selects, click again deselects"). Each catalogue is a
 * toggle button, so its state is announced as pressed or not. Nothing is drawn when there are none.
 */
export function CatalogueStrip({ catalogues, selected, onToggle }: Props) {
  const t = useT();
  if (catalogues.status === 'error' || (catalogues.status === 'ready' && catalogues.data.length === 0)) return null;
  return (
    <div className="sf-catalogue-strip" role="group" aria-label={t('listing.catalogues')} aria-busy={catalogues.status === 'loading' ? true : undefined}>
      <ul className="sf-catalogue-strip__list">
        {catalogues.status === 'loading'
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="sf-catalogue-strip__item" data-testid="catalogue-skeleton">
                <span className="sf-skeleton sf-catalogue-strip__skeleton" />
              </li>
            ))
          : catalogues.data.map((catalogue) => (
              <li key={catalogue._id} className="sf-catalogue-strip__item">
                <button
                  type="button"
                  className="sf-catalogue-strip__button"
                  aria-pressed={namesEntity(selected, catalogue)}
                  onClick={() => onToggle(catalogue)}
                >
                  <SafeImage src={catalogue.image} alt="" className="sf-catalogue-strip__image" width={40} height={40} sizes="40px" />
                  <span className="sf-catalogue-strip__name">{catalogue.name}</span>
                </button>
              </li>
            ))}
      </ul>
    </div>
  );
}
