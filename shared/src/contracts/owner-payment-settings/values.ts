/**
 * The owner's payment settings contract's plain values (paths, limits, messages): no zod, so the browser
 * can use them before it loads the schemas. Every route takes the owner's token; the business is the token's.
 */

export const OWNER_PAYMENT_SETTINGS_PATHS = {
  /** GET: the manual sheet's options and details, and whether online payments are on (never a secret). */
  read: '/business_website/owner/payment_settings',
  /** POST: the manual sheet: UPI ID and payee, phone for UPI, QR image, each option on or off. */
  saveManual: '/business_website/owner/payment_settings/manual',
  /** POST: online payments on or off, and the business's own Razorpay keys. */
  saveOnline: '/business_website/owner/payment_settings/online',
} as const;

/** Razorpay's key ids: `rzp_test_…` or `rzp_live_…` (the same rule as RAZORPAY_KEY_ID). */
export const RAZORPAY_KEY_ID_PATTERN = /^rzp_(test|live)_[A-Za-z0-9]{8,32}$/;
export const RAZORPAY_KEY_SECRET_MIN = 16;
export const RAZORPAY_KEY_SECRET_MAX = 128;
export const ACCOUNT_NAME_MAX = 50;

/** The labels and descriptions the shopper's manual sheet shows for each option. */
export const MANUAL_OPTION_TEXTS = {
  qrCode: { label: 'Scan QR code', description: 'Scan our QR code with any UPI app', icon: 'qr' },
  upi: { label: 'UPI ID', description: 'Pay to our UPI ID from your app', icon: 'upi' },
  phone: { label: 'Phone number', description: 'GPay, PhonePe or Paytm to our number', icon: 'phone' },
} as const;

export const OWNER_PAYMENT_SETTINGS_MESSAGES = {
  upiIdRequired: 'Enter the UPI ID shoppers pay to, or turn UPI off',
  phoneRequired: 'Enter the phone number shoppers pay to, or turn phone payments off',
  qrCodeRequired: 'Upload the QR code image, or turn QR code payments off',
  qrCodeUrl: 'must be an image uploaded to this site',
  keyId: 'Enter the Key Id of your Razorpay dashboard (rzp_test_… or rzp_live_…)',
  keySecret: `Enter the Key Secret of your Razorpay dashboard (${RAZORPAY_KEY_SECRET_MIN} or more characters, no spaces)`,
  keySecretRequired: 'Enter the Key Secret that goes with this Key Id',
  accountName: `Use letters, digits, spaces and & . , ' - ( ) only, at most ${ACCOUNT_NAME_MAX} characters`,
  saved: 'Payment settings saved',
} as const;
