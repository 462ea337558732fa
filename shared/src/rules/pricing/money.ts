/**
 * Money helpers: the one implementation for the browser apps and the API. The wire and the views speak
 * rupees (numbers with up to two decimals); the database and the server's totals keep integer paise.
 * Price rules in this folder take rupees and return rupees rounded to the paisa, so 100 × 1.18 is 118
 * and not 118.00000000000001.
 *
 * Rounding is half away from zero everywhere (the usual commercial rule): -5.555 rupees is -556 paise,
 * as 5.555 is 556, so a refund or a negative adjustment rounds exactly like the charge it mirrors.
 * `Math.round` alone would round -0.5 up to 0 and make the two directions disagree.
 */

/** Rounds a number half away from zero to an integer (2.5 → 3, -2.5 → -3). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rupees to integer paise (rounded half away from zero at the paisa). */
export function toPaise(rupees: number): number {
  return roundHalfAwayFromZero(rupees * 100);
}

/** Integer paise to rupees (a fractional paise amount is first rounded half away from zero). */
export function fromPaise(paise: number): number {
  return roundHalfAwayFromZero(paise) / 100;
}

/** Rounds a rupee amount to the paisa (two decimals). */
export function roundToPaise(rupees: number): number {
  return fromPaise(toPaise(rupees));
}
