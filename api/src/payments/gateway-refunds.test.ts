import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { FULLY_REFUNDED, GatewayRefundError, razorpayGateway, sandboxGateway } from './payment-gateway';

const KEYS = { keyId: 'rzp_test_AbCdEf12345678', keySecret: 'razorpay-key-secret-value' };

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in for api.razorpay.com on 127.0.0.1: records each request and answers what the test says. */
async function fakeRazorpay(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request = { method: req.method, url: req.url, authorization: req.headers.authorization, body };
      seen.push(request);
      const { status, body: reply } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The real SDK with its keys, its requests sent to `url` instead of api.razorpay.com (the SDK has no option for it). */
function sdkAt(url: string): Razorpay {
  const sdk = new Razorpay({ key_id: KEYS.keyId, key_secret: KEYS.keySecret });
  (sdk as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = url;
  return sdk;
}

describe('refunds at the gateway', () => {
  it("razorpay refunds in full with POST /v1/payments/:id/refund, the configured key and our receipt, and answers Razorpay's refund id", async () => {
    const fake = await fakeRazorpay(({ body }) => ({
      status: 200,
      body: { id: 'rfnd_FakeRefund0001', entity: 'refund', payment_id: 'pay_Captured000001', amount: (body as { amount: number }).amount, status: 'processed' },
    }));
    try {
      const refund = await razorpayGateway(KEYS, sdkAt(fake.url)).refund({ paymentId: 'pay_Captured000001', amountPaise: 40_000, receipt: 'refund-record-1' });
      expect(refund).toEqual({ id: 'rfnd_FakeRefund0001' });
      expect(fake.seen).toEqual([
        {
          method: 'POST',
          url: '/v1/payments/pay_Captured000001/refund',
          authorization: `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
          body: expect.objectContaining({ amount: 40_000, speed: 'normal', receipt: 'refund-record-1' }),
        },
      ]);
    } finally {
      await fake.close();
    }
  });

  it("razorpay's refusal is a GatewayRefundError carrying Razorpay's own description", async () => {
    const fake = await fakeRazorpay(() => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: FULLY_REFUNDED } } }));
    try {
      const refusal = razorpayGateway(KEYS, sdkAt(fake.url)).refund({ paymentId: 'pay_Captured000002', amountPaise: 100, receipt: 'r' });
      await expect(refusal).rejects.toEqual(new GatewayRefundError(FULLY_REFUNDED));
    } finally {
      await fake.close();
    }
  });

  it('razorpay out of reach is a GatewayRefundError saying so', async () => {
    const fake = await fakeRazorpay(() => ({ status: 200, body: {} }));
    await fake.close();
    const refusal = razorpayGateway(KEYS, sdkAt(fake.url)).refund({ paymentId: 'pay_Captured000003', amountPaise: 100, receipt: 'r' });
    await expect(refusal).rejects.toEqual(new GatewayRefundError('Razorpay could not be reached; try again'));
  });

  it('the sandbox refunds a payment once and refuses it a second time, as Razorpay does', async () => {
    const sandbox = sandboxGateway('sandbox-secret-of-32-characters-long');
    const first = await sandbox.refund({ paymentId: 'pay_Sandbox0000001', amountPaise: 500, receipt: 'r' });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    await expect(sandbox.refund({ paymentId: 'pay_Sandbox0000001', amountPaise: 500, receipt: 'r' })).rejects.toEqual(new GatewayRefundError(FULLY_REFUNDED));
    await expect(sandbox.refund({ paymentId: 'not-a-payment', amountPaise: 500, receipt: 'r' })).rejects.toBeInstanceOf(GatewayRefundError);
  });
});
