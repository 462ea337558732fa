import { autorun, observable } from 'mobx';
import { CART_PATHS, type CartAnswer } from '../contracts';
import type { CartSource } from './cart-store';
import { ServerCartSync } from './server-cart-sync';
import type { CartItem } from './cart-item';
import { heldCallsApi, product } from './store-test-kit';

const CUSTOMER_ID = '00000000000000000000c001';

/** The server's cart of `count` lines (the sync only hands it on; the tests count its lines). */
const lines = (count: number): CartItem[] =>
  Array.from({ length: count }, () => ({ ...product(), quantity: 1, selectedVariant: null, selectedPackage: null, addedAt: 1, updatedAt: 1 }));

/** A sync over a cart that is the customer's server cart; `adopted` holds each adopted answer's line count. */
function setup() {
  const { api, calls } = heldCallsApi();
  const cart: { source: CartSource; serverCustomerId: string | null } = { source: 'server', serverCustomerId: CUSTOMER_ID };
  const adopted: number[] = [];
  const sync = new ServerCartSync(api, cart, (answer: CartAnswer) => adopted.push(answer.data.length));
  return { sync, cart, calls, adopted };
}

/** Lets the answered promises' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ServerCartSync', () => {
  it('sends each change with the customer, and the next only once the one before it is answered', async () => {
    const { sync, calls } = setup();
    sync.send(CART_PATHS.remove, { index: 0 });
    sync.send(CART_PATHS.update, { index: 1, field: 'quantity', value: 3 });
    await settle();
    expect(calls.map((c) => [c.path, c.body])).toEqual([[CART_PATHS.remove, { index: 0, customerId: CUSTOMER_ID }]]);

    calls[0]!.answer(lines(2));
    await settle();

    expect(calls.map((c) => c.path)).toEqual([CART_PATHS.remove, CART_PATHS.update]);
    expect(calls[1]!.body).toEqual({ index: 1, field: 'quantity', value: 3, customerId: CUSTOMER_ID });
  });

  it("makes only the latest call's answer the cart", async () => {
    const { sync, calls, adopted } = setup();
    sync.send(CART_PATHS.add, { item: {} });
    sync.send(CART_PATHS.clear, {});
    await settle();
    calls[0]!.answer(lines(1));
    await settle();
    expect(adopted).toEqual([]);

    calls[1]!.answer(lines(0));
    await settle();

    expect(adopted).toEqual([0]);
  });

  it('rolls a refused change back when no later change was made on top of it', async () => {
    const { sync, calls, adopted } = setup();
    const rollback = jest.fn();
    sync.send(CART_PATHS.add, { item: {} }, rollback);
    await settle();

    calls[0]!.fail();
    await settle();

    expect(rollback).toHaveBeenCalledTimes(1);
    expect(adopted).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('reloads the server cart instead of rolling back a refused change that a later one was made on top of', async () => {
    const { sync, calls, adopted } = setup();
    const rollback = jest.fn();
    sync.send(CART_PATHS.add, { item: {} }, rollback);
    sync.send(CART_PATHS.clear, {});
    await settle();

    calls[0]!.fail();
    await settle();

    expect(rollback).not.toHaveBeenCalled();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [CART_PATHS.add, { item: {}, customerId: CUSTOMER_ID }],
      [CART_PATHS.get, { customerId: CUSTOMER_ID }],
      [CART_PATHS.clear, { customerId: CUSTOMER_ID }],
    ]);
    // the reload started after the clear, so its answer is the cart and the clear's is not
    calls[2]!.answer(lines(0));
    calls[1]!.answer(lines(2));
    await settle();
    expect(adopted).toEqual([2]);
  });

  it('sends nothing, and reloads nothing, while the cart is the guest’s or no customer is verified', async () => {
    const { sync, cart, calls } = setup();
    cart.source = 'local';
    sync.send(CART_PATHS.clear, {});
    await sync.refresh();
    cart.source = 'server';
    cart.serverCustomerId = null;
    sync.send(CART_PATHS.clear, {});
    await sync.refresh();
    await settle();
    expect(calls).toEqual([]);
  });

  it('neither adopts nor rolls back once the cart is the guest’s again', async () => {
    const { sync, cart, calls, adopted } = setup();
    const rollback = jest.fn();
    sync.send(CART_PATHS.add, { item: {} }, rollback);
    sync.send(CART_PATHS.clear, {}, rollback);
    await settle();
    cart.source = 'local';

    calls[0]!.fail();
    await settle();
    calls[1]!.answer(lines(0));
    await settle();

    expect(calls).toHaveLength(2);
    expect(rollback).not.toHaveBeenCalled();
    expect(adopted).toEqual([]);
  });

  it('makes the answers of calls under way stale once the calls are superseded', async () => {
    const { sync, calls, adopted } = setup();
    const rollback = jest.fn();
    sync.send(CART_PATHS.add, { item: {} }, rollback);
    const isLatest = sync.startCall();
    expect(isLatest()).toBe(true);

    sync.supersedeCalls();
    await settle();
    calls[0]!.answer(lines(1));
    await settle();

    expect(isLatest()).toBe(false);
    expect(adopted).toEqual([]);
  });

  it("a reload's answer becomes the cart unless a later call started; a failed reload is only logged", async () => {
    const { sync, calls, adopted } = setup();
    const first = sync.refresh();
    calls[0]!.answer(lines(3));
    await first;
    expect(adopted).toEqual([3]);

    const stale = sync.refresh();
    sync.startCall();
    calls[1]!.answer(lines(5));
    await stale;
    expect(adopted).toEqual([3]);

    const failed = sync.refresh();
    calls[2]!.fail();
    await expect(failed).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('[cart] reloading the server cart failed', expect.any(Error));
  });

  it('adopts answers and rolls back inside MobX actions', async () => {
    // MobX warns about a change of an observed value made outside an action (its default enforceActions).
    const { api, calls } = heldCallsApi();
    const cart = observable({ source: 'server' as const, serverCustomerId: CUSTOMER_ID, lines: -1 });
    const stop = autorun(() => cart.lines);
    const sync = new ServerCartSync(api, cart, (answer) => {
      cart.lines = answer.data.length;
    });
    sync.send(CART_PATHS.clear, {});
    await settle();
    calls[0]!.answer(lines(0));
    await settle();
    expect(cart.lines).toBe(0);

    sync.send(CART_PATHS.add, { item: {} }, () => {
      cart.lines = 99;
    });
    await settle();
    calls[1]!.fail();
    await settle();
    expect(cart.lines).toBe(99);

    const reload = sync.refresh();
    calls[2]!.answer(lines(4));
    await reload;
    stop();

    expect(cart.lines).toBe(4);
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringContaining('[MobX]'));
  });
});
