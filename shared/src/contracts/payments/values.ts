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
  /** The owner's list of captured payments that paid nothing and are to be refunded (or were). */
  refunds: '/business_website/chat_widget/payment/refunds',
  /** The owner refunds one of them through the gateway. */
  refund: '/business_website/chat_widget/payment/refund',
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

/**
 * Why a payment the gateway took paid nothing, as the shopper reads it (the verify call's 409). Each says
 * the money comes back: the payment is kept as one to refund and the owner refunds it.
 */
export const PAYMENT_REFUSALS = {
  alreadyPaid: 'This payment was already made, so the extra payment will be refunded to you.',
  notPayable: (status: string) => `This order is ${status} and can no longer be paid, so your payment will be refunded to you.`,
  replaced: 'A newer payment was started for this order, so this one will be refunded to you. Please pay in the newest payment window.',
} as const;

/** to_refund → refunding (the gateway is being asked) → refunded, or failed with the gateway's reason (Refund may be pressed again). */
export const PAYMENT_REFUND_STATUSES = ['to_refund', 'refunding', 'refunded', 'failed'] as const;
/** What the owner's list says of each payment to refund. */
export const REFUND_STATUS_LABELS = { to_refund: 'To refund', refunding: 'Refunding…', refunded: 'Refunded', failed: 'Refund failed' } as const;
/** Why a captured payment paid nothing, and how the owner's list says it. */
export const REFUND_REASONS = ['milestone-paid', 'order-not-payable', 'attempt-voided', 'attempt-paid'] as const;
export const REFUND_REASON_LABELS = {
  'milestone-paid': 'Paid after the milestone was already paid',
  'order-not-payable': 'Paid after the order could no longer be paid',
  'attempt-voided': 'Paid in a payment window that a newer one replaced',
  'attempt-paid': 'Paid twice in one payment window',
} as const;
/** What the Refund action says when another press of it is still at the gateway. */
export const REFUND_IN_PROGRESS = 'This refund is already in progress';

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
