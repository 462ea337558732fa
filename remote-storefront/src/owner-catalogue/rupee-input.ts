import { fromPaise, toPaise } from 'shared/rules';

/** What a price box holds that is not an amount: the message shown beside it. */
export const RUPEE_INPUT_MESSAGES = {
  required: 'Enter a price in rupees',
  invalid: 'Enter an amount in rupees, like 1499 or 1499.50',
} as const;

/** Digits with an optional part after the point of at most two digits: rupees to the paisa. */
const AMOUNT = /^\d+(\.\d{0,2})?$/;

/**
 * What the owner typed in a price box, read as rupees and turned into paise with the shared money rule
 * (toPaise). Indian digit grouping ("1,24,999.50") and a leading ₹ or "Rs" are accepted as typed; more
 * than two decimals is refused rather than silently rounded, so what is saved is what the owner meant.
 * Blank answers `null` (the caller decides whether a blank is allowed).
 */
export function parseRupees(text: string): { paise: number | null } | { error: string } {
  const cleaned = text.trim().replace(/^(₹|rs\.?|inr)\s*/i, '').replaceAll(',', '').trim();
  if (cleaned === '') return { paise: null };
  if (!AMOUNT.test(cleaned)) return { error: RUPEE_INPUT_MESSAGES.invalid };
  return { paise: toPaise(Number(cleaned)) };
}

/** Paise as the owner types rupees back in a box: "1499" for whole rupees, "1499.50" otherwise; blank for none. */
export function rupeesText(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const rupees = fromPaise(paise);
  return Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
}
