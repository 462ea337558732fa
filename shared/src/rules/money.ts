/**
 * Money helpers. The wire and the views speak rupees (numbers with up to two decimals); the database
 * and the server's totals keep integer paise. Price rules in this folder take rupees and return rupees
 * rounded to the paisa, so 100 × 1.18 is 118 and not 118.00000000000001.
 */

/** Rupees to integer paise (rounded half away from zero at the paisa). */
export function toPaise(rupees: number): number {
  const paise = Math.round(Math.abs(rupees) * 100);
  return rupees < 0 ? -paise : paise;
}

/** Integer paise to rupees. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Rounds a rupee amount to the paisa (two decimals). */
export function roundToPaise(rupees: number): number {
  return fromPaise(toPaise(rupees));
}
