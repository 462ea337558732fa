import { PAYMENT_PATHS, type PaymentMethodsAnswer } from '../../contracts';
import { describeEachDatabase } from '../../test/databases';
import { call, castOf, type Cast } from '../../test/people-and-orders';
import { integrationsOf } from './payments-test-kit';

describeEachDatabase('payment methods of a site', (ctx) => {
  let cast: Cast;
  let gateways: Awaited<ReturnType<typeof integrationsOf>>;
  beforeAll(async () => {
    cast = await castOf(ctx);
    gateways = await integrationsOf(ctx, cast.demoId);
  });
  const list = (token: string | undefined, body: Record<string, unknown>) => call<PaymentMethodsAnswer>(ctx, 'POST', PAYMENT_PATHS.methods, { token, body });

  it('lists the selected manual gateway first, then the online sandbox, without config or secrets', async () => {
    const res = await list(cast.customerA.token, { customerId: cast.customerA.id, subdomain: 'demo' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { _id: gateways.manual.id, type: 'manual', name: 'Pay by UPI / QR', selected: true },
      { _id: gateways.sandbox.id, type: 'online', name: gateways.sandbox.name, selected: false },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/okaxis|sandbox_secret/);
  });

  it('is empty for a site whose chat widget takes no payments', async () => {
    const res = await list(cast.sunriseCustomer.token, { customerId: cast.sunriseCustomer.id, subdomain: 'sunrise' });
    expect(res).toMatchObject({ status: 200, body: { data: [] } });
  });

  it.each([
    ['anonymous', (): string | undefined => undefined, () => cast.customerA.id, 'demo', 401],
    ["an owner's token", () => cast.owner.token, () => cast.customerA.id, 'demo', 403],
    ['a customer naming another customer', () => cast.customerB.token, () => cast.customerA.id, 'demo', 403],
    ['a customer asking about another site', () => cast.customerA.token, () => cast.customerA.id, 'sunrise', 403],
  ] as const)('refuses %s', async (_who, token, customerId, subdomain, status) => {
    const res = await list(token(), { customerId: customerId(), subdomain });
    expect(res.status).toBe(status);
  });

  it('refuses a malformed request with 400', async () => {
    const res = await list(cast.customerA.token, { customerId: cast.customerA.id, subdomain: 'demo', gatewayId: 'x' });
    expect(res.status).toBe(400);
  });
});
