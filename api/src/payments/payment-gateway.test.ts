import { RAZORPAY_CHECKOUT_SCRIPT_URL, SANDBOX_GATEWAY_PATHS } from '../contracts';
import { createPaymentGateway, gatewayId, razorpayGateway, SANDBOX_KEY_ID } from './payment-gateway';
import { paymentSignature } from './signature';

describe('payment gateways', () => {
  it("makes ids in Razorpay's shape", () => {
    expect(gatewayId('order')).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(gatewayId('pay')).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(gatewayId('pay')).not.toBe(gatewayId('pay'));
  });

  it('the sandbox creates local orders, serves its own script and signs with its test secret', async () => {
    const sandbox = createPaymentGateway({ gateway: 'sandbox' }, () => 'sandbox-secret-of-32-characters-long');
    expect(sandbox.name).toBe('sandbox');
    expect(sandbox.checkoutScriptUrl).toBe(SANDBOX_GATEWAY_PATHS.script);
    expect((await sandbox.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} })).id).toMatch(/^order_/);
    expect(sandbox.keyIdFor({ keyId: 'rzp_test_kaveridemo' })).toBe('rzp_test_kaveridemo');
    expect(sandbox.keyIdFor({})).toBe(SANDBOX_KEY_ID);
    expect(sandbox.signatureFor('order_A', 'pay_B')).toBe(paymentSignature('order_A', 'pay_B', 'sandbox-secret-of-32-characters-long'));
  });

  it("razorpay creates the order through the SDK for the server's amount and signs with the key secret", async () => {
    const create = jest.fn(async () => ({ id: 'order_RealRazorpay01' }));
    const keys = { keyId: 'rzp_test_AbCdEf12345678', keySecret: 'razorpay-key-secret-value' };
    const razorpay = razorpayGateway(keys, { orders: { create } } as never);
    expect(await razorpay.createOrder({ amountPaise: 40000, currency: 'INR', receipt: 'attempt-1', notes: { orderNumber: 'KHH-1' } })).toEqual({ id: 'order_RealRazorpay01' });
    expect(create).toHaveBeenCalledWith({ amount: 40000, currency: 'INR', receipt: 'attempt-1', notes: { orderNumber: 'KHH-1' } });
    expect(razorpay.checkoutScriptUrl).toBe(RAZORPAY_CHECKOUT_SCRIPT_URL);
    expect(razorpay.keyIdFor({ keyId: 'rzp_test_other' })).toBe(keys.keyId);
    expect(razorpay.signatureFor('order_A', 'pay_B')).toBe(paymentSignature('order_A', 'pay_B', keys.keySecret));
  });
});
