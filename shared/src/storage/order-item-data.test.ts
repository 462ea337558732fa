import { aProduct } from 'shared/testing';
import { STORAGE_KEYS } from './keys';
import { clearOrderItemData, orderItemOf, readOrderItemData, resolveSelection, saveOrderItemData } from './order-item-data';
import { createMemoryStorage, createSafeStorage } from './safe-storage';

const variant = (id: string, stock: number) => ({ _id: id.repeat(24), name: `V${id}`, basePrice: 100, salePrice: null, stock, discountPercentage: null });
const pkg = (id: string) => ({ _id: id.repeat(24), name: `P${id}`, description: '', price: 100, discountPercentage: 0, stock: null });

function memory() {
  const local = createMemoryStorage();
  return { local, storage: createSafeStorage({ local: () => local, session: () => createMemoryStorage() }) };
}

describe('resolveSelection', () => {
  it('defaults to quantity 1 and the FIRST variant (the list card rule), in stock or not, and the first package', () => {
    const product = aProduct({ variants: [variant('a', 0), variant('b', 5)], packages: [pkg('c'), pkg('d')] });
    expect(resolveSelection(product)).toEqual({ quantity: 1, selectedVariant: 'a'.repeat(24), selectedPackage: 'c'.repeat(24) });
  });

  it('keeps an explicit choice, clamps the quantity to the chosen variant stock, and drops unknown ids', () => {
    const product = aProduct({ variants: [variant('a', 0), variant('b', 5)] });
    expect(resolveSelection(product, { quantity: 9, selectedVariant: 'b'.repeat(24) })).toEqual({
      quantity: 5,
      selectedVariant: 'b'.repeat(24),
      selectedPackage: null,
    });
    expect(resolveSelection(product, { selectedVariant: 'f'.repeat(24) }).selectedVariant).toBeNull();
    expect(resolveSelection(aProduct(), { quantity: 0 })).toEqual({ quantity: 1, selectedVariant: null, selectedPackage: null });
  });
});

describe('webOrderItemData', () => {
  it('stores the product with quantity 1 and its first variant, and reads it back', () => {
    const { local, storage } = memory();
    const product = aProduct({ name: 'Kurta', variants: [variant('a', 3), variant('b', 5)] });
    expect(saveOrderItemData(storage, orderItemOf(product))).toBe(true);
    const stored = JSON.parse(local.data.get(STORAGE_KEYS.webOrderItemData) ?? 'null');
    expect(stored).toMatchObject({ _id: product._id, name: 'Kurta', quantity: 1, selectedVariant: 'a'.repeat(24), pricing: product.pricing });
    expect(readOrderItemData(storage)).toEqual(stored);
  });

  it('reads nothing when nothing is stored, and removes a value that is not an order item', () => {
    const { local, storage } = memory();
    expect(readOrderItemData(storage)).toBeNull();
    local.setItem(STORAGE_KEYS.webOrderItemData, '{"name":"half an item"}');
    expect(readOrderItemData(storage)).toBeNull();
    expect(local.data.has(STORAGE_KEYS.webOrderItemData)).toBe(false);
  });

  it('clears the stored item', () => {
    const { local, storage } = memory();
    saveOrderItemData(storage, orderItemOf(aProduct()));
    clearOrderItemData(storage);
    expect(local.data.has(STORAGE_KEYS.webOrderItemData)).toBe(false);
  });
});
