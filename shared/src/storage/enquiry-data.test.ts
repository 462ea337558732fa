import { aProduct } from 'shared/testing';
import { clearEnquiryData, enquiryItemOf, readEnquiryData, saveEnquiryData } from './enquiry-data';
import { STORAGE_KEYS } from './keys';
import { orderItemOf } from './order-item-data';
import { createMemoryStorage, createSafeStorage } from './safe-storage';

const WITH_PRICE = STORAGE_KEYS.webOrderSendEnquiryRequestItemWithPriceData;
const PLAIN = STORAGE_KEYS.webOrderSendEnquiryRequestItemData;

function memory() {
  const local = createMemoryStorage();
  return { local, storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }) };
}

const variant = { _id: 'a'.repeat(24), name: 'Large', basePrice: 900, salePrice: 800, stock: 4, discountPercentage: null };
const pkg = { _id: 'b'.repeat(24), name: 'Express', description: 'Same day', price: 250, discountPercentage: 10, stock: null };

describe('enquiryItemOf', () => {
  it('leaves every price out and keeps the product and the choice', () => {
    const item = enquiryItemOf(aProduct({ name: 'Patola', variants: [variant], packages: [pkg] }));
    expect(item).not.toHaveProperty('price');
    expect(item).not.toHaveProperty('pricing');
    expect(item.variants).toEqual([{ _id: variant._id, name: 'Large', stock: 4 }]);
    expect(item.packages).toEqual([{ _id: pkg._id, name: 'Express', description: 'Same day', stock: null }]);
    expect(item).toMatchObject({ name: 'Patola', quantity: 1, selectedVariant: variant._id, selectedPackage: pkg._id });
    expect(JSON.stringify(item)).not.toMatch(/900|800|250/);
  });
});

describe('enquiry data', () => {
  it('stores an enquiry with price data under its key and reads it back as the priced kind', () => {
    const { local, storage } = memory();
    const item = orderItemOf(aProduct({ button: 'Chat' }));
    saveEnquiryData(storage, { withPrice: true, items: [item] });
    expect(JSON.parse(local.data.get(WITH_PRICE) ?? '[]')).toEqual([item]);
    expect(readEnquiryData(storage)).toEqual({ withPrice: true, items: [item] });
  });

  it('storing one kind removes the other, both ways', () => {
    const { local, storage } = memory();
    saveEnquiryData(storage, { withPrice: true, items: [orderItemOf(aProduct())] });
    saveEnquiryData(storage, { withPrice: false, items: [enquiryItemOf(aProduct())] });
    expect(local.data.has(WITH_PRICE)).toBe(false);
    expect(local.data.has(PLAIN)).toBe(true);
    expect(readEnquiryData(storage)?.withPrice).toBe(false);

    saveEnquiryData(storage, { withPrice: true, items: [orderItemOf(aProduct())] });
    expect(local.data.has(PLAIN)).toBe(false);
    expect(readEnquiryData(storage)?.withPrice).toBe(true);
  });

  it('reads nothing when nothing is stored, and removes stored data that does not parse', () => {
    const { local, storage } = memory();
    expect(readEnquiryData(storage)).toBeNull();
    local.setItem(PLAIN, 'not json');
    expect(readEnquiryData(storage)).toBeNull();
    expect(local.data.has(PLAIN)).toBe(false);
    local.setItem(WITH_PRICE, '[{"_id":"x"}]');
    expect(readEnquiryData(storage)).toBeNull();
    expect(local.data.has(WITH_PRICE)).toBe(false);
  });

  it('removes a priced kind that does not parse and reads the kind without prices instead', () => {
    const { local, storage } = memory();
    const item = enquiryItemOf(aProduct());
    local.setItem(PLAIN, JSON.stringify([item]));
    local.setItem(WITH_PRICE, '{"items":');
    expect(readEnquiryData(storage)).toEqual({ withPrice: false, items: [item] });
    expect(local.data.has(WITH_PRICE)).toBe(false);
  });

  it('clears both kinds', () => {
    const { local, storage } = memory();
    local.setItem(PLAIN, '[]');
    local.setItem(WITH_PRICE, '[]');
    clearEnquiryData(storage);
    expect(local.data.size).toBe(0);
  });
});
