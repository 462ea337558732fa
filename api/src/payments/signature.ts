import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's payment signature: HMAC-SHA256 of `${order_id}|${payment_id}` with the key secret, in hex. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Whether `signature` is the one of this order and payment, compared in constant time. */
export function isValidPaymentSignature(input: { orderId: string; paymentId: string; signature: string }, keySecret: string): boolean {
  return sameSignature(paymentSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

/** Two signatures compared in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch is a wrong signature (the length is public: 64 hex).
  return a.length === b.length && timingSafeEqual(a, b);
}
