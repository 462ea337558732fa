import type { Product } from '../contracts';
import { productActionSource, type ProductActionKind, type ProductActionSource } from '../rules/product/buy-action';
import { enquiryItemOf, saveEnquiryData } from './enquiry-data';
import { orderItemOf, saveOrderItemData, type ItemSelection } from './order-item-data';
import type { SafeStorage } from './safe-storage';

/**
 * Stores what the chat needs to carry on a product's action, and returns the chat flow to open:
 * - direct buy: the item under `webOrderItemData`, source `direct_buy`;
 * - enquiry with price data: a one-item enquiry under `webOrderSendEnquiryRequestItemWithPriceData`;
 * - enquiry: a one-item enquiry without prices under `webOrderSendEnquiryRequestItemData`;
 * both enquiries open `send_enquiry_request`, and each removes the other kind. An enquiry from a card or
 * the details page is about that one product, so it replaces whatever enquiry was stored before.
 */
export function saveProductActionData(storage: SafeStorage, kind: ProductActionKind, product: Product, selection?: ItemSelection): ProductActionSource {
  switch (kind) {
    case 'direct_buy':
      saveOrderItemData(storage, orderItemOf(product, selection));
      break;
    case 'enquiry_with_price':
      saveEnquiryData(storage, { withPrice: true, items: [orderItemOf(product, selection)] });
      break;
    case 'enquiry':
      saveEnquiryData(storage, { withPrice: false, items: [enquiryItemOf(product, selection)] });
      break;
  }
  return productActionSource(kind);
}
