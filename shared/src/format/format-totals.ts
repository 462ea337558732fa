import { formatInr } from './format-inr';

/** True when the rupee amount has no paise (to the paisa). */
const isWholeRupees = (amount: number) => Math.round(Math.abs(amount) * 100) % 100 === 0;

/**
 * The formatter of one totals block (and its lines' prices): whole rupees, as the chat and History show
 * money, when every amount in it is whole; otherwise every amount with its two decimals, so that the
 * shopper can add the lines up to the paisa and never meets a rounded figure that does not add up.
 */
export function totalsFormatter(amounts: readonly number[]): (amount: number) => string {
  const decimals = amounts.every(isWholeRupees) ? 0 : 2;
  return (amount) => formatInr(amount, { decimals });
}

/**
 * An amount the shopper pays or has paid (a Pay button, a payment card, cash due on delivery): whole
 * rupees as the chat shows money when it has no paise, else to the paisa. A payable figure is never
 * rounded, so the amount on the button is the amount the UPI app or the courier asks for.
 */
export function formatInrPayable(amount: number): string {
  return totalsFormatter([amount])(amount);
}
