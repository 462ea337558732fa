import { aProduct } from 'shared/testing';
import { STORAGE_KEYS } from './keys';
import { saveProductActionData } from './product-action-data';
import { createMemoryStorage, createSafeStorage } from './safe-storage';

function memory() {
  const local = createMemoryStorage();
  return { local, storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }) };
}
const read = (local: ReturnType<typeof createMemoryStorage>, key: string) => JSON.parse(local.data.get(key) ?? 'null');

describe('saveProductActionData', () => {
  it('direct buy: stores the item under webOrderItemData and opens direct_buy', () => {
    const { local, storage } = memory();
    const product = aProduct({ button: 'Buy' });
    expect(saveProductActionData(storage, 'direct_buy', product)).toBe('direct_buy');
    expect(read(local, STORAGE_KEYS.webOrderItemData)).toMatchObject({ _id: product._id, quantity: 1, selectedVariant: null });
  });

  it('enquiry with price data: a one-item priced enquiry, source send_enquiry_request', () => {
    const { local, storage } = memory();
    local.setItem(STORAGE_KEYS.webOrderSendEnquiryRequestItemData, '[]');
    const product = aProduct({ button: 'Chat' });
    expect(saveProductActionData(storage, 'enquiry_with_price', product)).toBe('send_enquiry_request');
    const items = read(local, STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ _id: product._id, pricing: product.pricing, quantity: 1 });
    expect(local.data.has(STORAGE_KEYS.webOrderSendEnquiryRequestItemData)).toBe(false);
  });

  it('plain enquiry: a one-item enquiry without prices, replacing the priced kind', () => {
    const { local, storage } = memory();
    local.setItem(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData, '[]');
    const product = aProduct({ button: 'Enquire' });
    expect(saveProductActionData(storage, 'enquiry', product, { quantity: 2 })).toBe('send_enquiry_request');
    const items = read(local, STORAGE_KEYS.webOrderSendEnquiryRequestItemData);
    expect(items).toEqual([expect.objectContaining({ _id: product._id, quantity: 2 })]);
    expect(items[0]).not.toHaveProperty('pricing');
    expect(local.data.has(STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData)).toBe(false);
  });
});
