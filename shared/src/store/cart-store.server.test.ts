import { runInAction } from 'mobx';
import { CART_PATHS, type Product } from '../contracts';
import type { CartItem } from './cart-item';
import { heldCallsApi, product, testRoot, variant } from './store-test-kit';

const CUSTOMER = { customerId: '00000000000000000000c001', name: 'Asha', phoneNumber: '9876543210', countryCode: '+91' };

/** Lets the answered promises' callbacks run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** A line as the server answers it. */
function serverLine(p: Product, quantity: number, over: Partial<CartItem> = {}): CartItem {
  return { ...p, quantity, selectedVariant: null, selectedPackage: null, addedAt: 1, updatedAt: 1, ...over };
}

function setup(localData: Record<string, string> = {}) {
  const { api, calls } = heldCallsApi();
  const t = testRoot({ api, localData });
  t.root.hydrate();
  const login = () =>
    runInAction(() => {
      t.root.session.startSession(CUSTOMER, 'token');
      t.root.session.verified = true;
    });
  return { ...t, calls, login, last: () => calls[calls.length - 1]! };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CartStore: the server cart once the session is verified', () => {
  it('loads the server cart at login when the guest cart is empty, and the count follows it', async () => {
    const { root, calls, login, local } = setup();
    const kurta = product();
    login();
    expect(calls.map((c) => [c.path, c.body])).toEqual([[CART_PATHS.get, { customerId: CUSTOMER.customerId }]]);
    expect(root.cart.loading).toBe(true);
    calls[0]!.answer([serverLine(kurta, 3)]);
    await settle();
    expect(root.cart.loading).toBe(false);
    expect(root.cart.source).toBe('server');
    expect(root.cart.count).toBe(3);
    expect(local.data.get('webCartTotalCount')).toBe('3');
  });

  it('merges the guest cart through save merged, and removes the local copy only after the server saved it', async () => {
    const { root, calls, login, local } = setup();
    const red = variant({ stock: 5 });
    const kurta = product({ variants: [red] });
    root.cart.add(kurta, { selectedVariant: red._id, quantity: 2 });
    login();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe(CART_PATHS.saveMerged);
    expect(calls[0]!.body).toEqual({
      customerId: CUSTOMER.customerId,
      cart: [{ productId: kurta._id, quantity: 2, selectedVariant: red._id, selectedPackage: null, itemType: 'product' }],
    });
    // not saved yet: the guest cart is still stored
    expect(local.data.has('webCart')).toBe(true);
    calls[0]!.answer([serverLine(kurta, 5, { selectedVariant: red._id })]);
    await settle();
    expect(local.data.has('webCart')).toBe(false);
    expect(root.cart.items.map((i) => i.quantity)).toEqual([5]);
    expect(root.cart.count).toBe(5);
  });

  it('keeps the guest cart, stored and shown, when the merge fails', async () => {
    const { root, calls, login, local } = setup();
    root.cart.add(product(), { quantity: 2 });
    login();
    calls[0]!.fail();
    await settle();
    expect(root.cart.source).toBe('local');
    expect(root.cart.count).toBe(2);
    expect(local.data.has('webCart')).toBe(true);
  });

  async function loggedIn(lines: (p: Product) => CartItem[] = (p) => [serverLine(p, 1)]) {
    const t = setup();
    const p = product();
    t.login();
    t.calls[0]!.answer(lines(p));
    await settle();
    return { ...t, p, key: t.root.cart.keyOf(t.root.cart.items[0]!) };
  }

  it('adds through the server: the line at once, then the server\'s cart; no price is sent', async () => {
    const t = setup();
    t.login();
    t.calls[0]!.answer([]);
    await settle();
    const diya = product({ name: 'Diya' });
    t.root.cart.add(diya);
    expect(t.root.cart.count).toBe(1);
    await settle();
    expect(t.last().path).toBe(CART_PATHS.add);
    expect(t.last().body).toEqual({
      customerId: CUSTOMER.customerId,
      item: { productId: diya._id, quantity: 1, selectedVariant: null, selectedPackage: null, itemType: 'product' },
    });
    expect(JSON.stringify(t.last().body)).not.toMatch(/price/i);
    t.last().answer([serverLine(diya, 1)]);
    await settle();
    expect(t.root.cart.items.map((i) => i.name)).toEqual(['Diya']);
    // the server cart is not written to the guest's storage
    expect(t.local.data.has('webCart')).toBe(false);
  });

  it('rolls a refused add back', async () => {
    const t = await loggedIn();
    t.root.cart.add(product({ name: 'Other' }));
    expect(t.root.cart.count).toBe(2);
    await settle();
    t.last().fail();
    await settle();
    expect(t.root.cart.items.map((i) => i.name)).toEqual(['Cotton Kurta']);
    expect(t.local.data.get('webCartTotalCount')).toBe('1');
  });

  it('debounces quantity changes: one update 300 ms after the last change, with the final quantity', async () => {
    const t = await loggedIn();
    t.root.cart.increment(t.key);
    t.root.cart.increment(t.key);
    await jest.advanceTimersByTimeAsync(299);
    expect(t.calls).toHaveLength(1);
    t.root.cart.increment(t.key);
    await jest.advanceTimersByTimeAsync(299);
    expect(t.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
    expect(t.last()).toMatchObject({ path: CART_PATHS.update, body: { customerId: CUSTOMER.customerId, index: 0, field: 'quantity', value: 4 } });
    expect(t.root.cart.count).toBe(4);
  });

  it('rolls a refused quantity update back to the quantity before the burst', async () => {
    const t = await loggedIn((p) => [serverLine(p, 2)]);
    t.root.cart.setQuantity(t.key, 5);
    t.root.cart.setQuantity(t.key, 7);
    await jest.advanceTimersByTimeAsync(300);
    t.last().fail();
    await settle();
    expect(t.root.cart.items[0]?.quantity).toBe(2);
    expect(t.root.cart.count).toBe(2);
  });

  it('keeps the count the server answers after an update', async () => {
    const t = await loggedIn();
    t.root.cart.setQuantity(t.key, 3);
    await jest.advanceTimersByTimeAsync(300);
    // the server clamped to its stock
    t.last().answer([serverLine(t.p, 2)]);
    await settle();
    expect(t.root.cart.count).toBe(2);
  });

  it('removes by index, and a failed server removal still removes the line here', async () => {
    const t = await loggedIn((p) => [serverLine(p, 1), serverLine(product({ name: 'Second' }), 2)]);
    const second = t.root.cart.keyOf(t.root.cart.items[1]!);
    t.root.cart.remove(second);
    await settle();
    expect(t.last()).toMatchObject({ path: CART_PATHS.remove, body: { customerId: CUSTOMER.customerId, index: 1 } });
    t.last().fail();
    await settle();
    expect(t.root.cart.items.map((i) => i.name)).toEqual(['Cotton Kurta']);
    expect(t.root.cart.count).toBe(1);
  });

  it('on the chat cart, minus below 1 removes the line through the server', async () => {
    const t = await loggedIn();
    t.root.cart.decrement(t.key);
    await settle();
    expect(t.last()).toMatchObject({ path: CART_PATHS.remove, body: { index: 0 } });
    expect(t.root.cart.items).toEqual([]);
  });

  it('sends a variant change at once and rolls it back when refused', async () => {
    const red = variant({ stock: 5 });
    const blue = variant({ stock: 5 });
    const t = setup();
    const kurta = product({ variants: [red, blue] });
    t.login();
    t.calls[0]!.answer([serverLine(kurta, 3, { selectedVariant: red._id })]);
    await settle();
    const key = t.root.cart.keyOf(t.root.cart.items[0]!);
    t.root.cart.changeVariant(key, blue._id);
    expect(t.root.cart.items[0]).toMatchObject({ selectedVariant: blue._id, quantity: 1 });
    await settle();
    expect(t.last()).toMatchObject({ path: CART_PATHS.update, body: { index: 0, field: 'selectedVariant', value: blue._id } });
    t.last().fail();
    await settle();
    expect(t.root.cart.items[0]).toMatchObject({ selectedVariant: red._id, quantity: 3 });
  });

  it('clears the server cart; the count is 0', async () => {
    const t = await loggedIn((p) => [serverLine(p, 4)]);
    t.root.cart.clear();
    expect(t.root.cart.count).toBe(0);
    await settle();
    expect(t.last()).toMatchObject({ path: CART_PATHS.clear, body: { customerId: CUSTOMER.customerId } });
    expect(t.local.data.get('webCartTotalCount')).toBe('0');
  });

  it("sends changes one after another, and only the latest change's answer becomes the cart", async () => {
    const t = await loggedIn((p) => [serverLine(p, 1), serverLine(product({ name: 'Second' }), 1), serverLine(product({ name: 'Third' }), 1)]);
    const third = t.root.cart.keyOf(t.root.cart.items[2]!);
    t.root.cart.remove(t.root.cart.keyOf(t.root.cart.items[0]!));
    t.root.cart.setQuantity(third, 3);
    await jest.advanceTimersByTimeAsync(300);
    // the update names the third line by its place after the removal, so it waits for the removal
    expect(t.calls.slice(1).map((c) => c.path)).toEqual([CART_PATHS.remove]);
    t.last().answer([serverLine(product({ name: 'Second' }), 1), serverLine(product({ name: 'Third' }), 1)]);
    await settle();
    expect(t.last()).toMatchObject({ path: CART_PATHS.update, body: { index: 1, field: 'quantity', value: 3 } });
    // the removal's answer was not the latest: the cart kept the pending quantity
    expect(t.root.cart.items.map((i) => [i.name, i.quantity])).toEqual([
      ['Second', 1],
      ['Third', 3],
    ]);
    t.last().answer([serverLine(product({ name: 'Second' }), 1), serverLine(product({ name: 'Third' }), 2)]);
    await settle();
    expect(t.root.cart.count).toBe(3);
  });

  it('returns to the guest cart at logout, with its count', async () => {
    const t = await loggedIn((p) => [serverLine(p, 6)]);
    expect(t.root.cart.count).toBe(6);
    runInAction(() => t.root.session.endSession());
    expect(t.root.cart.source).toBe('local');
    expect(t.root.cart.count).toBe(0);
    expect(t.local.data.get('webCartTotalCount')).toBe('0');
    // the guest cart makes no server calls
    const before = t.calls.length;
    t.root.cart.add(product());
    expect(t.calls).toHaveLength(before);
  });

  it('a quantity change waiting for its debounce is dropped at logout', async () => {
    const t = await loggedIn();
    t.root.cart.increment(t.key);
    runInAction(() => t.root.session.endSession());
    const before = t.calls.length;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(t.calls).toHaveLength(before);
  });
});
