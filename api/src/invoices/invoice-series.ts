/**
 * How invoice numbers read: `<PREFIX>/<financial year>/<number>`, e.g. KHH/2026-27/0001. GST rules allow
 * at most 16 characters of letters, digits, '/' and '-', unique within a financial year; a prefix of at
 * most three letters and four digits of number fit (the 10,000th invoice of a year takes a fifth digit).
 */

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (1 April to 31 March, India time) of a moment: '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Used when a business's name has no Latin letters to make a prefix of. */
export const FALLBACK_PREFIX = 'INV';

/**
 * A business's series prefix: the letters of its order numbers (KHH-1003 → KHH), so a shop's orders and
 * invoices read alike; else the initials of its name's first three words ("Kaveri Handloom House" → KHH),
 * or a one-word name's first three letters ("Chaiwala" → CHA). Latin letters only, upper case, at most 3.
 */
export function seriesPrefix(businessName: string, orderNumber = ''): string {
  const ordered = /^([A-Z]{1,3})-\d+$/.exec(orderNumber)?.[1];
  if (ordered) return ordered;
  const words = businessName
    .normalize('NFKD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return FALLBACK_PREFIX;
  const prefix = words.length === 1 ? words[0]!.slice(0, 3) : words.slice(0, 3).map((w) => w[0]).join('');
  return prefix.toUpperCase();
}

/** KHH/2026-27/0001. */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear}/${String(sequence).padStart(4, '0')}`;
}
