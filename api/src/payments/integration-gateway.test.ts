import { randomBytes } from 'node:crypto';
import { integrationGateways, ownRazorpayKeys } from './integration-gateway';
import { razorpayGateway, sandboxGateway } from './payment-gateway';
import { paymentSecrets } from './payment-secrets';
import { paymentSignature } from './signature';

const secrets = paymentSecrets(randomBytes(32));
const server = sandboxGateway('server-sandbox-secret-0123456789abcdef');
const sealedOwnerSecret = secrets.seal('owner-key-secret-0123');
const fakeSdk = { orders: { create: jest.fn() }, payments: { refund: jest.fn() } } as never;

const integration = (over: Partial<Parameters<typeof ownRazorpayKeys>[0]> = {}) => ({
  id: 'a'.repeat(24),
  provider: 'razorpay' as const,
  config: { keyId: 'rzp_test_Owner1234Keys' },
  secrets: { keySecret: sealedOwnerSecret },
  updatedAt: new Date('2026-11-26T10:00:00Z'),
  ...over,
});

describe("the gateway of a business's integration", () => {
  const built: { keyId: string; keySecret: string }[] = [];
  const gateways = integrationGateways(server, secrets, (keys) => {
    built.push(keys);
    return razorpayGateway(keys, fakeSdk);
  });

  it('is Razorpay with the business\'s own keys, the secret opened from its sealed form', () => {
    const gateway = gateways.forIntegration(integration());
    expect(gateway.name).toBe('razorpay');
    expect(gateway.keyIdFor({})).toBe('rzp_test_Owner1234Keys');
    // a signature made with the owner's secret is the one the verify route accepts
    expect(gateway.signatureFor('order_1', 'pay_1')).toBe(paymentSignature('order_1', 'pay_1', 'owner-key-secret-0123'));
    expect(built.at(-1)).toEqual({ keyId: 'rzp_test_Owner1234Keys', keySecret: 'owner-key-secret-0123' });
  });

  it('is built once per saved version of the keys', () => {
    const count = built.length;
    gateways.forIntegration(integration());
    expect(built).toHaveLength(count);
    gateways.forIntegration(integration({ updatedAt: new Date('2026-11-26T11:00:00Z') }));
    expect(built).toHaveLength(count + 1);
  });

  it("is the server's gateway for the seeded sandbox integration, whose plaintext secret keeps working", () => {
    const seeded = integration({ provider: 'razorpay-sandbox', config: { keyId: 'rzp_test_kaveridemo' }, secrets: { keySecret: 'sandbox_secret_kaveri_demo' } });
    expect(gateways.forIntegration(seeded)).toBe(server);
  });

  it("is the server's gateway without a complete pair of keys", () => {
    expect(gateways.forIntegration(integration({ secrets: {} }))).toBe(server);
    expect(gateways.forIntegration(integration({ config: {} }))).toBe(server);
  });

  it('opens a Razorpay secret stored in plaintext before encryption', () => {
    expect(ownRazorpayKeys(integration({ secrets: { keySecret: 'plain-old-secret-123' } }), secrets)).toEqual({ keyId: 'rzp_test_Owner1234Keys', keySecret: 'plain-old-secret-123' });
  });
});
