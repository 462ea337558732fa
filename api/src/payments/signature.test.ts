import { isValidPaymentSignature, paymentSignature } from './signature';

describe('payment signature', () => {
  const secret = 'test-secret-of-thirty-two-characters!';

  it("is Razorpay's HMAC-SHA256 of order id | payment id, in hex", () => {
    // Computed independently: printf 'order_ABC|pay_XYZ' | openssl dgst -sha256 -hmac 'test-secret-of-thirty-two-characters!'
    expect(paymentSignature('order_ABC', 'pay_XYZ', secret)).toBe('c31bbfdd062557279839144738906d1f1103d869d9bc5d2a1b5764c15fc196b9');
    expect(paymentSignature('order_ABC', 'pay_XYZ', secret)).not.toBe(paymentSignature('order_ABC', 'pay_XYZ', `${secret}x`));
  });

  it.each([
    ['the right signature', 'order_A', 'pay_1', (s: string) => s, true],
    ['a signature of another payment', 'order_A', 'pay_2', (s: string) => s, false],
    ['a signature of another order', 'order_B', 'pay_1', (s: string) => s, false],
    ['one changed character', 'order_A', 'pay_1', (s: string) => `${s.slice(0, -1)}${s.endsWith('0') ? '1' : '0'}`, false],
    ['a shorter string', 'order_A', 'pay_1', (s: string) => s.slice(0, 10), false],
    ['the upper-case form', 'order_A', 'pay_1', (s: string) => s.toUpperCase(), false],
  ])('accepts only %s', (_title, orderId, paymentId, change, valid) => {
    const signature = change(paymentSignature('order_A', 'pay_1', secret));
    expect(isValidPaymentSignature({ orderId, paymentId, signature }, secret)).toBe(valid);
  });
});
