/**
 * The payments contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../payments.ts).
 */

/**
 * Payments (chat document sections 2, 3, 7 and 8): the business's payment integration, the online
 * gateway's init and verify, and the manual payment a customer reports and the owner confirms.
 */
export const PAYMENT_PATHS = {
  integration: '/business_website/chat_widget/payment_integration',
  /** Every enabled integration the customer may pay an order with, the widget's selected one first. */
  methods: '/business_website/chat_widget/payment_methods',
  initOnline: '/business_website/chat_widget/payment/initialise',
  verifyOnline: '/business_website/chat_widget/payment/verify',
  /** The customer's UPI transaction reference (UTR) after "I've Made Payment". */
  manualReference: '/business_website/chat_widget/payment/manual_reference',
  /** The owner's list of manual payments awaiting confirmation. */
  awaitingConfirmation: '/business_website/chat_widget/payment/awaiting_confirmation',
  /** The owner confirms (milestone Paid) or rejects a manual payment. */
  manualConfirmation: '/business_website/chat_widget/payment/manual_confirmation',
} as const;

/** The local sandbox gateway (PAYMENT_GATEWAY=sandbox): its checkout script, page and the page's calls. */
export const SANDBOX_GATEWAY_PATHS = {
  script: '/business_website/payments/sandbox/checkout.js',
  page: '/business_website/payments/sandbox/checkout',
  approve: '/business_website/payments/sandbox/approve',
  decline: '/business_website/payments/sandbox/decline',
} as const;

/** Razorpay's own checkout script, loaded when real keys are configured. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Strings of the payment panels, as written. */
export const PAYMENT_MESSAGES = {
  notConfigured: 'Payment gateway not configured properly',
  initFailed: 'Payment initialization failed',
  failedTitle: 'Payment Failed',
  verifyFailed: 'Error verifying payment. Please check your payment status.',
  noMethods: 'No payment methods available. Please contact support for payment details.',
  upiUnavailable: 'UPI ID not available',
  copyFailed: 'Failed to copy to clipboard',
  shareScreenshot: 'Please share the payment screenshot in the chat below',
  madePayment: "I've Made Payment",
  tryAgain: 'Try Again',
  cancel: 'Cancel',
  copied: 'Copied',
} as const;

export const MANUAL_PAYMENT_METHODS = ['qrCode', 'upi', 'phone'] as const;

/** A UPI transaction reference (UTR): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

export const MANUAL_PAYMENT_STATUSES = ['awaiting', 'confirmed', 'rejected'] as const;

/** The UPI payment link the QR code and the deep link carry. */
export function upiPaymentLink(input: { upiId: string; payeeName: string; amountRupees?: number | undefined }): string {
  const params = new URLSearchParams({ pa: input.upiId, pn: input.payeeName });
  // Without an amount the payer's app asks for one.
  if (input.amountRupees !== undefined && input.amountRupees > 0) params.set('am', input.amountRupees.toFixed(2));
  params.set('cu', 'INR');
  return `upi://pay?${params.toString()}`;
}
