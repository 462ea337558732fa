import { describeEachDatabase } from '../../test/databases';
import type { Person } from '../../test/people-and-orders';
import { cartCall, createCartShop, linesOf, shopper, type CartShop } from './cart-test-kit';

describeEachDatabase('the server cart', (ctx) => {
  let shop: CartShop;
  let me: Person;
  beforeAll(async () => {
    shop = await createCartShop(ctx);
  });
  beforeEach(async () => {
    me = await shopper(ctx, shop.businessId);
  });

  const add = (item: Record<string, unknown>) => cartCall(ctx, me, 'add', { item });

  it('starts empty', async () => {
    const { status, body } = await cartCall(ctx, me, 'get');
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'success', data: [] });
  });

  it('adds an item with quantity 1, defaulting to the first variant in stock, and answers it in the product shape', async () => {
    const { status, body } = await add({ productId: shop.kurta.id });
    expect(status).toBe(200);
    expect(linesOf(body)).toEqual([['Kurta', shop.kurta.s, null, 1]]);
    expect(body.data[0]).toMatchObject({ _id: shop.kurta.id, itemType: 'product', variants: expect.any(Array), pricing: expect.any(Object) });
  });

  it('keeps one line for the same item, variant and package: quantities add', async () => {
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.l, quantity: 2 });
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.s });
    const { body } = await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.l, quantity: 1 });
    expect(linesOf(body)).toEqual([
      ['Kurta', shop.kurta.l, null, 3],
      ['Kurta', shop.kurta.s, null, 1],
    ]);
  });

  // Spec: at least 1; at most the selected variant's stock, or the inventory total without variants,
  // unlimited if absent; non-numeric becomes 1; above max is capped.
  it.each([
    ['a variant above its stock', () => ({ productId: shop.kurta.id, selectedVariant: shop.kurta.s, quantity: 10 }), 3],
    ['no variants, above the inventory total', () => ({ productId: shop.bangle, quantity: 9 }), 4],
    ['untracked stock', () => ({ productId: shop.diya, quantity: 250 }), 250],
    ['a non-numeric quantity', () => ({ productId: shop.diya, quantity: 'lots' }), 1],
    ['a numeric text', () => ({ productId: shop.diya, quantity: '7' }), 7],
    ['zero', () => ({ productId: shop.diya, quantity: 0 }), 1],
    ['a negative quantity', () => ({ productId: shop.bangle, quantity: -5 }), 1],
    ['a fraction', () => ({ productId: shop.diya, quantity: 2.7 }), 2],
  ])('clamps %s', async (_title, item, expected) => {
    const { status, body } = await add(item());
    expect(status).toBe(200);
    expect(body.data[0]?.quantity).toBe(expected);
  });

  it('caps added quantities at the stock', async () => {
    await add({ productId: shop.bangle, quantity: 3 });
    const { body } = await add({ productId: shop.bangle, quantity: 3 });
    expect(linesOf(body)).toEqual([['Bangle', null, null, 4]]);
  });

  it.each([
    ['a variant with none left', () => ({ productId: shop.kurta.id, selectedVariant: shop.kurta.m })],
    ['an item out of stock', () => ({ productId: shop.soldOut })],
    ['a package with none left', () => ({ productId: shop.tailoring.id, selectedPackage: shop.tailoring.premium, itemType: 'service' })],
  ])("refuses %s with 'Out of stock'", async (_title, item) => {
    const { status, body } = await add(item());
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'Out of stock' });
    expect((await cartCall(ctx, me, 'get')).body.data).toEqual([]);
  });

  it('refuses an item that is not on sale, and a variant that is not the item\'s', async () => {
    expect((await add({ productId: shop.draft })).status).toBe(404);
    expect((await add({ productId: shop.bangle, selectedVariant: shop.kurta.s })).status).toBe(400);
  });

  it('refuses a price in the request: the line is only item, choice, quantity and type', async () => {
    const { status } = await add({ productId: shop.diya, price: 1 });
    expect(status).toBe(400);
  });

  it('defaults a service to its first package and takes the type from the item', async () => {
    const { body } = await add({ productId: shop.tailoring.id, itemType: 'product' });
    expect(linesOf(body)).toEqual([['Tailoring', null, shop.tailoring.basic, 1]]);
    expect(body.data[0]?.itemType).toBe('service');
  });

  it('removes the line at an index, and refuses an index past the end', async () => {
    await add({ productId: shop.bangle });
    await add({ productId: shop.diya });
    const { body } = await cartCall(ctx, me, 'remove', { index: 0 });
    expect(linesOf(body)).toEqual([['Diya', null, null, 1]]);
    expect((await cartCall(ctx, me, 'remove', { index: 1 })).status).toBe(400);
  });

  it.each([
    [10, 4],
    ['abc', 1],
    [0, 1],
    [3, 3],
  ])('updates a quantity of %p to %p (clamped)', async (value, expected) => {
    await add({ productId: shop.bangle });
    const { status, body } = await cartCall(ctx, me, 'update', { index: 0, field: 'quantity', value });
    expect(status).toBe(200);
    expect(body.data[0]?.quantity).toBe(expected);
  });

  it('resets the quantity to 1 on a variant change, and refuses a variant with none left', async () => {
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.s, quantity: 3 });
    const refused = await cartCall(ctx, me, 'update', { index: 0, field: 'selectedVariant', value: shop.kurta.m });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'Out of stock' });
    const { body } = await cartCall(ctx, me, 'update', { index: 0, field: 'selectedVariant', value: shop.kurta.l });
    expect(linesOf(body)).toEqual([['Kurta', shop.kurta.l, null, 1]]);
  });

  it('joins two lines when a variant change makes them the same line', async () => {
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.s, quantity: 2 });
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.l, quantity: 2 });
    const { body } = await cartCall(ctx, me, 'update', { index: 0, field: 'selectedVariant', value: shop.kurta.l });
    expect(linesOf(body)).toEqual([['Kurta', shop.kurta.l, null, 3]]);
  });

  it('changes a package, refusing one with none left', async () => {
    await add({ productId: shop.tailoring.id });
    expect((await cartCall(ctx, me, 'update', { index: 0, field: 'selectedPackage', value: shop.tailoring.premium })).body.message).toBe('Out of stock');
  });

  it('clears the cart', async () => {
    await add({ productId: shop.bangle });
    const { body } = await cartCall(ctx, me, 'clear');
    expect(body.data).toEqual([]);
    expect((await cartCall(ctx, me, 'get')).body.data).toEqual([]);
  });

  it('merges a guest cart: same item, variant and package add quantities, then clamped; lines that cannot be added are left out', async () => {
    await add({ productId: shop.kurta.id, selectedVariant: shop.kurta.s, quantity: 2 });
    await add({ productId: shop.diya, quantity: 5 });
    const { status, body } = await cartCall(ctx, me, 'saveMerged', {
      cart: [
        { productId: shop.kurta.id, selectedVariant: shop.kurta.s, quantity: 2 },
        { productId: shop.diya, quantity: 3 },
        { productId: shop.bangle, quantity: 2 },
        { productId: shop.kurta.id, selectedVariant: shop.kurta.m, quantity: 1 },
        { productId: shop.soldOut, quantity: 1 },
        { productId: shop.draft, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(linesOf(body)).toEqual([
      ['Kurta', shop.kurta.s, null, 3],
      ['Diya', null, null, 8],
      ['Bangle', null, null, 2],
    ]);
  });

  it('keeps one line when the same item is added by many calls at once', async () => {
    await Promise.all(Array.from({ length: 6 }, () => add({ productId: shop.diya })));
    const { body } = await cartCall(ctx, me, 'get');
    expect(linesOf(body)).toEqual([['Diya', null, null, 6]]);
  });

  it("keeps each customer's cart their own", async () => {
    const other = await shopper(ctx, shop.businessId);
    await add({ productId: shop.bangle });
    expect((await cartCall(ctx, other, 'get')).body.data).toEqual([]);
    await cartCall(ctx, other, 'clear');
    expect(linesOf((await cartCall(ctx, me, 'get')).body)).toEqual([['Bangle', null, null, 1]]);
  });
});
