import { runInAction } from 'mobx';
import { createMemoryStorage, createSafeStorage, RootStore, type ApiClient, type CartLine } from 'shared';
import { CHECKOUT_PATHS } from 'shared/constants';
import { deferred } from 'shared/testing';
import { anAddress, checkoutServer, CUSTOMER, someTotals, type ServerOptions } from './checkout-test-kit';
import { CheckoutStore } from './checkout-store';

function setup(options: ServerOptions = {}) {
  const server = checkoutServer(options);
  const root = new RootStore({
    api: server.api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: createMemoryStorage, session: createMemoryStorage }),
    getHostname: () => 'demo.localhost',
  });
  runInAction(() => root.session.startSession(CUSTOMER, 'access-token'));
  return { ...server, root, store: new CheckoutStore(root) };
}

const line = (productId: string, quantity = 1): CartLine => ({ productId, selectedVariant: null, selectedPackage: null, quantity, itemType: 'product' });
const SAREE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const KURTA = 'bbbbbbbbbbbbbbbbbbbbbbbb';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CheckoutStore', () => {
  it('delivers to the default address until another is chosen, and falls back to it when the chosen one is deleted', async () => {
    const office = anAddress({ name: 'Office' });
    const home = anAddress({ name: 'Home', isDefault: true });
    const { store } = setup({ addresses: [office, home] });
    await store.loadAddresses();
    expect(store.address?._id).toBe(home._id);
    store.chooseAddress(office);
    expect(store.address?._id).toBe(office._id);
    runInAction(() => (store.addresses.addresses = [home]));
    expect(store.address?._id).toBe(home._id);
  });

  it('shows only the latest ask’s totals when an earlier answer arrives late', async () => {
    const answers = [deferred<unknown>(), deferred<unknown>()];
    let asked = 0;
    const { store } = setup({ totals: () => answers[asked++]!.promise });
    await store.loadAddresses();
    store.scheduleTotals([line(SAREE, 1)]);
    await jest.advanceTimersByTimeAsync(500);
    store.scheduleTotals([line(SAREE, 2)]);
    await jest.advanceTimersByTimeAsync(500);
    answers[1]!.resolve(someTotals({ total: 2000 }));
    await jest.advanceTimersByTimeAsync(0);
    answers[0]!.resolve(someTotals({ total: 1000 }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.totals?.total).toBe(2000);
    expect(store.totalsState).toBe('ready');
  });

  it('holds a shipping issue only for the address it was computed for and the products still ordered', async () => {
    const home = anAddress({ isDefault: true });
    const office = anAddress();
    const { store } = setup({
      addresses: [home, office],
      totals: () => someTotals({ isShippingAvailable: false, shippingIssues: [{ productsIds: [SAREE], message: 'This product cannot be shipped to your address.' }] }),
    });
    await store.loadAddresses();
    store.scheduleTotals([line(SAREE), line(KURTA)]);
    await jest.advanceTimersByTimeAsync(500);
    expect(store.shippingIssuesFor([SAREE, KURTA])).toEqual([{ productsIds: [SAREE], message: 'This product cannot be shipped to your address.' }]);
    expect(store.shippingIssuesFor([KURTA])).toEqual([]);
    store.chooseAddress(office);
    expect(store.shippingIssuesFor([SAREE, KURTA])).toEqual([]);
  });

  it('says when the totals could not be asked, and asks again on Try again', async () => {
    let fail = true;
    const { store, calls } = setup({
      totals: () => {
        if (fail) throw new Error('offline');
        return someTotals();
      },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.loadAddresses();
    store.scheduleTotals([line(SAREE)]);
    await jest.advanceTimersByTimeAsync(500);
    expect(store.totalsState).toBe('failed');
    fail = false;
    store.retryTotals();
    await jest.advanceTimersByTimeAsync(500);
    expect(store.totalsState).toBe('ready');
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(2);
  });

  it('asks nothing for an empty order', async () => {
    const { store, calls } = setup();
    await store.loadAddresses();
    store.scheduleTotals([]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls(CHECKOUT_PATHS.totals)).toHaveLength(0);
    expect(store.totalsState).toBe('idle');
  });
});
