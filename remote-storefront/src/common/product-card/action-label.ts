import { type Product } from 'shared';
import type { Translate } from 'shared/i18n';
import { productActionLabel, SEND_ENQUIRY_REQUEST_LABEL } from 'shared/rules';
import type { StorefrontMessage } from '../../i18n/use-t';

/** The shared rule's fixed labels; any other label is the owner's own words, shown as written. */
const ACTION_LABELS = new Map<string, StorefrontMessage>([
  ['Buy Now', 'action.buy'],
  ['Book Now', 'action.book'],
  ['Chat Now', 'action.chat'],
  ['Contact Us', 'action.contact'],
  [SEND_ENQUIRY_REQUEST_LABEL, 'action.enquiry'],
]);

/** The product's action button text (productActionLabel) in the page's language. */
export function actionLabel(t: Translate<StorefrontMessage>, product: Pick<Product, 'button' | 'pricing'>): string {
  const label = productActionLabel(product);
  const id = ACTION_LABELS.get(label);
  return id ? t(id) : label;
}
