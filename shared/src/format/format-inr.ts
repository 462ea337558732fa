/** Decimal places of a rupee amount: 2 by default, 0 in the chat and history views (spec section 9). */
export type InrDecimals = 2 | 0;

export interface FormatInrOptions {
  decimals?: InrDecimals;
}

/**
 * The amount's digits rounded to `decimals` places, half away from zero on its shortest decimal form
 * (as Intl rounds: 1.005 -> '1.01'), as integer and fraction strings; null for a form with an exponent.
 */
function roundedDigits(abs: number, decimals: InrDecimals): { whole: string; fraction: string } | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundsUp = (fraction[decimals] ?? '0') >= '5';
  const digits = (BigInt(whole + kept) + (roundsUp ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  return { whole: digits.slice(0, digits.length - decimals), fraction: digits.slice(digits.length - decimals) };
}

/** Indian digit grouping: the last three digits, then pairs (1,25,000; 12,34,567). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/**
 * Formats rupees the Indian way (en-IN, INR): 125000 -> '₹1,25,000.00', or '₹1,25,000' with
 * `{ decimals: 0 }`. A value that is not a finite number shows as ₹0, and an amount that rounds to zero
 * never shows as '-₹0'. The output is Intl.NumberFormat's for en-IN INR (a test compares them), built
 * by hand because creating the first NumberFormat loads locale data: the slowest step of hydrating a
 * page of prices on a phone.
 */
export function formatInr(amount: number, options: FormatInrOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const value = Number.isFinite(amount) ? amount : 0;
  const rounded = roundedDigits(Math.abs(value), decimals);
  // Amounts this far out of range (1e21 and more, or under 1e-6) are not prices: the locale's own format.
  if (!rounded) return Math.abs(value) < 1 ? formatInr(0, options) : intlFormat(value, decimals);
  const isZero = /^0*$/.test(rounded.whole + rounded.fraction);
  const sign = value < 0 && !isZero ? '-' : '';
  return `${sign}₹${groupIndian(rounded.whole)}${decimals ? `.${rounded.fraction}` : ''}`;
}

function intlFormat(value: number, decimals: InrDecimals): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/**
 * Whole rupees, as the chat and the History tab show every amount (spec section 9: "Currency INR, no
 * decimals in chat and history"): 2360.5 -> '₹2,361'.
 */
export function formatInrWhole(amount: number): string {
  return formatInr(amount, { decimals: 0 });
}
