/** Decimal places of a rupee amount: 2 by default, 0 in the chat and history views (spec section 9). */
export type InrDecimals = 2 | 0;

export interface FormatInrOptions {
  decimals?: InrDecimals;
}

const formatters = new Map<InrDecimals, Intl.NumberFormat>();

function formatter(decimals: InrDecimals): Intl.NumberFormat {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, format);
  }
  return format;
}

/**
 * Formats rupees the Indian way (en-IN, INR): 125000 -> '₹1,25,000.00', or '₹1,25,000' with
 * `{ decimals: 0 }`. A value that is not a finite number shows as ₹0, and an amount that rounds to zero
 * never shows as '-₹0'.
 */
export function formatInr(amount: number, options: FormatInrOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const value = Number.isFinite(amount) ? amount : 0;
  const roundsToZero = Number(value.toFixed(decimals)) === 0;
  return formatter(decimals).format(roundsToZero ? 0 : value);
}

/**
 * Whole rupees, as the chat and the History tab show every amount (spec section 9: "Currency INR, no
 * decimals in chat and history"): 2360.5 -> '₹2,361'.
 */
export function formatInrWhole(amount: number): string {
  return formatInr(amount, { decimals: 0 });
}
