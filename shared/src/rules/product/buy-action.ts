import type { Product } from '../../contracts';
import type { CHAT_SOURCES } from '../constants';

/**
 * What a product's action button does. Spec: "A product's button type decides the action: Buy or Book
 * goes to the direct-buy chat; Chat or Contact sends an enquiry with price data; otherwise an enquiry is
 * sent. Products without a visible price only offer Send Enquiry Request."
 */
export type ProductActionKind = 'direct_buy' | 'enquiry_with_price' | 'enquiry';

/** The chat flow an action opens (the `source` query value). */
export type ProductActionSource = Extract<(typeof CHAT_SOURCES)[number], 'direct_buy' | 'send_enquiry_request'>;

/** The spec's label for the one action a product without a visible price offers. */
export const SEND_ENQUIRY_REQUEST_LABEL = 'Send Enquiry Request';

/** What deciding the action needs from a product. */
export interface ActionProduct {
  button: Product['button'];
  pricing: Pick<Product['pricing'], 'priceVisible'>;
}

/** The owner types the button in a free text field, so case and stray spaces are forgiven. */
const normalised = (button: string) => button.trim().toLowerCase();

/**
 * The action of a product's button. A hidden price wins over the button: such a product only offers
 * 'Send Enquiry Request', and it is the plain enquiry, because an enquiry "with price data" would send
 * the price the business chose not to show.
 */
export function productActionKind(product: ActionProduct): ProductActionKind {
  if (!product.pricing.priceVisible) return 'enquiry';
  const button = normalised(product.button);
  if (button === 'buy' || button === 'book') return 'direct_buy';
  if (button === 'chat' || button === 'contact') return 'enquiry_with_price';
  return 'enquiry';
}

/** Fixed labels for the spec's four button types; any other button shows the owner's own words. */
const LABELS: Record<string, string> = { buy: 'Buy Now', book: 'Book Now', chat: 'Chat Now', contact: 'Contact Us' };

/** The action button's text: 'Buy Now', 'Book Now', 'Chat Now', 'Contact Us', the owner's label, or 'Send Enquiry Request'. */
export function productActionLabel(product: ActionProduct): string {
  if (!product.pricing.priceVisible) return SEND_ENQUIRY_REQUEST_LABEL;
  const button = product.button.trim();
  return LABELS[button.toLowerCase()] ?? (button || SEND_ENQUIRY_REQUEST_LABEL);
}

/** The chat `source` an action opens: direct_buy for a purchase, send_enquiry_request for either enquiry. */
export function productActionSource(kind: ProductActionKind): ProductActionSource {
  return kind === 'direct_buy' ? 'direct_buy' : 'send_enquiry_request';
}

/** Spec: "Out of stock ... disables add and buy"; an enquiry about an out-of-stock product stays possible. */
export function isBlockedByStock(kind: ProductActionKind): boolean {
  return kind === 'direct_buy';
}
