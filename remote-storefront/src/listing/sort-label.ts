import type { ListingSort } from 'shared';
import type { Translate } from 'shared/i18n';
import type { StorefrontMessage } from '../i18n/use-t';

const SORT_LABELS: Record<ListingSort, StorefrontMessage> = {
  relevance: 'sort.relevance',
  name: 'sort.name',
  'price-low': 'sort.priceLow',
  'price-high': 'sort.priceHigh',
  rating: 'sort.rating',
  newest: 'sort.newest',
};

/** A sort option's label in the page's language. */
export function sortLabel(t: Translate<StorefrontMessage>, option: { value: ListingSort }): string {
  return t(SORT_LABELS[option.value]);
}
