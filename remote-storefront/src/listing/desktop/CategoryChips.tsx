import type { Category } from 'shared';
import type { QueryState } from '../../common/data/use-api-query';
import { useT } from '../../i18n/use-t';
import { useStripScroll } from '../../sections/flash-sale/use-strip-scroll';
import { ChevronIcon, CloseIcon } from '../icons';
import { namesEntity } from '../listing-params';

interface Props {
  categories: QueryState<Category[]>;
  /** The `category` query value (slug or id), or null. */
  selected: string | null;
  onToggle: (category: Category) => void;
  onClear: () => void;
}

/**
 * The selected catalogue's categories as chips, with scroll arrows when they overflow and a Clear
 * button while one is chosen. A chip chosen again clears it, as the catalogue strip does.
 */
export function CategoryChips({ categories, selected, onToggle, onClear }: Props) {
  const t = useT();
  const { ref: stripRef, canScrollBack, canScrollForward, scroll } = useStripScroll<HTMLUListElement>(categories.status === 'ready' ? categories.data.length : categories.status);
  if (categories.status === 'error' || (categories.status === 'ready' && categories.data.length === 0)) return null;
  const scrollable = canScrollBack || canScrollForward;
  return (
    <div className="sf-chips" role="group" aria-label={t('listing.categories')} aria-busy={categories.status === 'loading' ? true : undefined}>
      {scrollable && (
        <button type="button" className="sf-chips__arrow" aria-label={t('listing.scrollBack')} disabled={!canScrollBack} onClick={() => scroll(-1)}>
          <ChevronIcon direction="left" />
        </button>
      )}
      <ul className="sf-chips__list" ref={stripRef}>
        {categories.status === 'loading'
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index} data-testid="category-skeleton">
                <span className="sf-skeleton sf-chips__skeleton" />
              </li>
            ))
          : categories.data.map((category) => (
              <li key={category._id}>
                <button type="button" className="sf-chip" aria-pressed={namesEntity(selected, category)} onClick={() => onToggle(category)}>
                  {category.name}
                </button>
              </li>
            ))}
      </ul>
      {scrollable && (
        <button type="button" className="sf-chips__arrow" aria-label={t('listing.scrollForward')} disabled={!canScrollForward} onClick={() => scroll(1)}>
          <ChevronIcon direction="right" />
        </button>
      )}
      {selected && (
        <button type="button" className="sf-chips__clear" aria-label={t('listing.clearCategory')} onClick={onClear}>
          <CloseIcon />
          {t('listing.clear')}
        </button>
      )}
    </div>
  );
}
