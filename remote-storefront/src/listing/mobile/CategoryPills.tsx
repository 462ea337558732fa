import type { Catalogue, Category } from 'shared';
import type { QueryState } from '../../common/data/use-api-query';
import { useT } from '../../i18n/use-t';
import { namesEntity } from '../listing-params';

type Named = { _id: string; slug: string; name: string };

interface Props {
  /** Without a catalogue the pills are the catalogues; with one, its categories. */
  catalogue: string | null;
  catalogues: QueryState<Catalogue[]>;
  categories: QueryState<Category[]>;
  category: string | null;
  onCatalogue: (catalogue: Catalogue) => void;
  onCategory: (category: Category) => void;
  onAll: () => void;
}

/**
 * The mobile listing's pills: 'All' and then the catalogues, or, once a catalogue is chosen, 'All' and its
 * categories. 'All' is pressed while nothing narrower is chosen, and clears the category.
 */
export function CategoryPills({ catalogue, catalogues, categories, category, onCatalogue, onCategory, onAll }: Props) {
  const t = useT();
  const source = catalogue ? categories : catalogues;
  if (source.status !== 'ready' || source.data.length === 0) return null;
  const items: readonly Named[] = source.data;
  const chosen = catalogue ? category : null;
  return (
    <div className="sf-pills" role="group" aria-label={t(catalogue ? 'listing.categories' : 'listing.catalogues')}>
      <ul className="sf-pills__list">
        <li>
          <button type="button" className="sf-chip" aria-pressed={chosen === null} onClick={onAll}>
            {t('listing.all')}
          </button>
        </li>
        {items.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              className="sf-chip"
              aria-pressed={namesEntity(chosen, item)}
              onClick={() => (catalogue ? onCategory(item as Category) : onCatalogue(item as Catalogue))}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
