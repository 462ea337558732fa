import { createMemoryStorage, createSafeStorage, RootStore, type ApiClient, type PaymentIntegrationAnswer } from 'shared';
import { PAYMENT_PATHS } from 'shared/constants';
import { fakeChatApi, CUSTOMER } from '../testing/widget-test-kit';
import { PaymentIntegrationStore } from './payment-integration-store';

const GATEWAY = 'deadbeefdeadbeefdeadbeef';
const OTHER_GATEWAY = 'feedfacefeedfacefeedface';

function anIntegration(type: 'manual' | 'online', id = GATEWAY): PaymentIntegrationAnswer {
  return { message: 'success', data: { _id: id, type, name: 'Pay online', config: { testMode: true, options: [], details: null } } };
}

function setUp(route: (body: Record<string, unknown>) => unknown, { loggedIn = true, methods = (): unknown => ({ message: 'success', data: [] }) } = {}) {
  const api = fakeChatApi({ [PAYMENT_PATHS.integration]: route, [PAYMENT_PATHS.methods]: methods });
  const root = new RootStore({
    api: api as unknown as ApiClient,
    window: null,
    cookies: null,
    storage: createSafeStorage({ local: () => createMemoryStorage(), session: () => createMemoryStorage() }),
    getHostname: () => 'demo.localhost',
  });
  if (loggedIn) root.session.startSession(CUSTOMER, 'token-1');
  return { api, root, store: new PaymentIntegrationStore(root) };
}

describe('PaymentIntegrationStore', () => {
  it('fetches the integration once for the customer and gateway and keeps it', async () => {
    const { api, store } = setUp(() => anIntegration('online'));
    const [first, second] = await Promise.all([store.ensure(GATEWAY), store.ensure(GATEWAY)]);
    expect(first?.type).toBe('online');
    expect(second).toBe(first);
    expect(await store.ensure(GATEWAY)).toEqual(first);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0]?.[1]).toEqual({ gatewayId: GATEWAY, customerId: CUSTOMER.customerId, subdomain: 'demo' });
    expect(store.state).toBe('ready');
  });

  it('asks again for another gateway', async () => {
    const { api, store } = setUp((body) => anIntegration(body.gatewayId === GATEWAY ? 'online' : 'manual', String(body.gatewayId)));
    expect((await store.ensure(GATEWAY))?.type).toBe('online');
    expect((await store.ensure(OTHER_GATEWAY))?.type).toBe('manual');
    expect(api.post).toHaveBeenCalledTimes(2);
  });

  it('answers null when the integration cannot be had, and asks again next time', async () => {
    let calls = 0;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = setUp(() => {
      calls += 1;
      if (calls === 1) throw new Error('Payment integration not found');
      return anIntegration('manual');
    });
    expect(await store.ensure(GATEWAY)).toBeNull();
    expect(store.state).toBe('failed');
    expect((await store.ensure(GATEWAY))?.type).toBe('manual');
    expect(calls).toBe(2);
    warn.mockRestore();
  });

  it('asks nothing for a guest', async () => {
    const { api, store } = setUp(() => anIntegration('online'), { loggedIn: false });
    expect(await store.ensure(GATEWAY)).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('lists the ways to pay once per customer, and answers none (the selected gateway alone) when the list fails', async () => {
    const ways = [
      { _id: GATEWAY, type: 'manual' as const, name: 'UPI', selected: true },
      { _id: OTHER_GATEWAY, type: 'online' as const, name: 'Online', selected: false },
    ];
    let calls = 0;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = setUp(() => anIntegration('manual'), {
      methods: () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { message: 'success', data: ways };
      },
    });
    expect(await store.ensureMethods()).toEqual([]);
    expect(await store.ensureMethods()).toEqual(ways);
    expect(await store.ensureMethods()).toEqual(ways);
    expect(calls).toBe(2);
    warn.mockRestore();
  });
});
