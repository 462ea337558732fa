import type { SortOption } from 'shared';
import type { Translate } from 'shared/i18n';
import type { StorefrontMessage } from '../i18n/use-t';

const SORT_LABELS: Partial<Record<SortOption, StorefrontMessage>> = {
  name: 'sort.name',
  'price-low': 'sort.priceLow',
  'price-high': 'sort.priceHigh',
  rating: 'sort.rating',
  newest: 'sort.newest',
};

/** A sort option's label in the page's language; an option the catalogue does not know yet keeps shared's English label. */
export function sortLabel(t: Translate<StorefrontMessage>, option: { value: SortOption; label: string }): string {
  const id = SORT_LABELS[option.value];
  return id ? t(id) : option.label;
}
