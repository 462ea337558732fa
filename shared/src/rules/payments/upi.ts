/**
 * What an owner types into the payment settings, checked the same way in the browser and by the API.
 * The shopper's UPI deep link (`upi://pay?pa=…&pn=…`) carries these values, so a wrong one sends money nowhere.
 */

/**
 * A UPI virtual payment address: `handle@psp`. NPCI allows letters, digits, dot, hyphen and underscore in
 * the handle (2 to 256 characters) and letters only in the PSP's name (e.g. `okaxis`, `ybl`, `paytm`).
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;

/** Payee name limits: what a UPI app shows as "paying to"; apps cut it around 50 characters. */
export const PAYEE_NAME_MAX = 50;
/** Letters of any script, digits, spaces and the punctuation of shop names (& . , ' - ( )). */
const PAYEE_NAME_PATTERN = /^[\p{L}\p{M}0-9 &.,'()-]+$/u;

/** An Indian mobile number: ten digits starting 6-9, optionally written with +91 / 91 / 0 in front. */
const INDIAN_MOBILE_PATTERN = /^(?:\+?91|0)?([6-9]\d{9})$/;

export const PAYMENT_SETTINGS_RULE_MESSAGES = {
  upiId: 'Enter a UPI ID such as yourshop@okaxis',
  payeeRequired: 'Enter the name shoppers will see as the payee',
  payeeName: `Use letters, digits, spaces and & . , ' - ( ) only, at most ${PAYEE_NAME_MAX} characters`,
  phone: 'Enter a 10-digit Indian mobile number (starting 6, 7, 8 or 9)',
} as const;

/** Whether `value` (trimmed) is a UPI ID of the form handle@psp. */
export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value.trim());
}

/** A UPI ID as stored: trimmed and lower-case (UPI IDs are case-insensitive; apps show them lower-case). */
export const normalizeUpiId = (value: string): string => value.trim().toLowerCase();

/** Why a payee name is refused, or null when it is fine. Empty is refused: a UPI ID needs a payee. */
export function payeeNameIssue(value: string): string | null {
  const name = value.trim();
  if (!name) return PAYMENT_SETTINGS_RULE_MESSAGES.payeeRequired;
  if (name.length > PAYEE_NAME_MAX || !PAYEE_NAME_PATTERN.test(name)) return PAYMENT_SETTINGS_RULE_MESSAGES.payeeName;
  return null;
}

/** Whether `value` is an Indian mobile number (spaces and dashes between digits allowed). */
export function isIndianMobile(value: string): boolean {
  return INDIAN_MOBILE_PATTERN.test(value.replace(/[\s-]/g, ''));
}

/** An Indian mobile number as stored: `+91` and its ten digits; null when it is not one. */
export function normalizeIndianMobile(value: string): string | null {
  const match = INDIAN_MOBILE_PATTERN.exec(value.replace(/[\s-]/g, ''));
  return match ? `+91${match[1]}` : null;
}
