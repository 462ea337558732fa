/**
 * Which gateway takes online payments: `sandbox` (default) is a local gateway speaking Razorpay's
 * protocol, so the whole flow runs offline; `razorpay` is Razorpay itself with real (test or live) keys.
 */
export const PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export type PaymentConfig = { gateway: 'sandbox' } | { gateway: 'razorpay'; razorpay: { keyId: string; keySecret: string } };

export interface PaymentConfigIssue {
  variable: string;
  message: string;
}

type Env = Record<string, string | undefined>;
const read = (env: Env, key: string) => env[key]?.trim() || undefined;
const gatewayOf = (env: Env) => (read(env, 'PAYMENT_GATEWAY') ?? 'sandbox').toLowerCase();

/** Razorpay's key ids: `rzp_test_…` or `rzp_live_…`. */
const KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{8,32}$/;

/**
 * What is wrong with the payment settings, each naming its variable, so a missing key stops the start-up
 * instead of the first payment. The Razorpay keys are checked only when PAYMENT_GATEWAY=razorpay.
 */
export function paymentConfigIssues(env: Env): PaymentConfigIssue[] {
  const gateway = gatewayOf(env);
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(gateway)) {
    return [{ variable: 'PAYMENT_GATEWAY', message: `must be one of ${PAYMENT_GATEWAYS.join(', ')}` }];
  }
  if (gateway !== 'razorpay') return [];
  const issues: PaymentConfigIssue[] = [];
  const keyId = read(env, 'RAZORPAY_KEY_ID');
  const keySecret = read(env, 'RAZORPAY_KEY_SECRET');
  if (!keyId || !KEY_ID.test(keyId)) {
    issues.push({ variable: 'RAZORPAY_KEY_ID', message: `${keyId ? 'must be' : 'required when PAYMENT_GATEWAY=razorpay:'} the Key Id of the Razorpay dashboard (rzp_test_… or rzp_live_…)` });
  }
  if (!keySecret || keySecret.length < 16 || /\s/.test(keySecret)) {
    issues.push({ variable: 'RAZORPAY_KEY_SECRET', message: `${keySecret ? 'must be' : 'required when PAYMENT_GATEWAY=razorpay:'} the Key Secret of the Razorpay dashboard` });
  }
  return issues;
}

/** The payment settings of an environment that passed `paymentConfigIssues`. */
export function paymentConfigOf(env: Env): PaymentConfig {
  if (gatewayOf(env) !== 'razorpay') return { gateway: 'sandbox' };
  return { gateway: 'razorpay', razorpay: { keyId: read(env, 'RAZORPAY_KEY_ID') ?? '', keySecret: read(env, 'RAZORPAY_KEY_SECRET') ?? '' } };
}
