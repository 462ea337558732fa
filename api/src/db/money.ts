/**
 * The database keeps money in integer paise; the API speaks rupees with at most 2 decimals. The rounding
 * lives once, in `shared/rules/pricing/money` (half away from zero); these are the database-facing names for it.
 */
import { fromPaise, toPaise } from 'shared/rules';

export { toPaise };

export const toRupees = (paise: number): number => fromPaise(paise);

export const toRupeesOrNull = (paise: number | null | undefined): number | null =>
  paise === null || paise === undefined ? null : toRupees(paise);
