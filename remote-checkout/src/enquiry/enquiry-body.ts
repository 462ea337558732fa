import type { SendEnquiryBody, StoredEnquiry } from 'shared';

/**
 * The request of a stored enquiry: which items, which choices, how many, and the kind. Only ids and
 * quantities leave the browser; the server reads names and prices from the catalogue itself.
 */
export function enquiryBodyOf(enquiry: StoredEnquiry, customerId: string, clientMessageId: string): SendEnquiryBody {
  const items = enquiry.items.map((item) => ({
    productId: item._id,
    variantId: item.selectedVariant,
    packageId: item.selectedPackage,
    quantity: item.quantity,
    itemType: item.itemType,
  }));
  return { customerId, withPrice: enquiry.withPrice, items, clientMessageId };
}

/**
 * A fresh id for one enquiry shown: 32 hex characters. The view keeps it across retries, so a send whose
 * answer was lost and is pressed again is stored once. Pages outside a secure context have no
 * `crypto.randomUUID`; 16 random bytes serve the same.
 */
export function newEnquiryMessageId(cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID().replace(/-/g, '');
  return Array.from(cryptoImpl.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
