/** The database keeps money in integer paise; the API speaks rupees with at most 2 decimals. */
export const toRupees = (paise: number): number => Math.round(paise) / 100;

export const toRupeesOrNull = (paise: number | null | undefined): number | null =>
  paise === null || paise === undefined ? null : toRupees(paise);

export const toPaise = (rupees: number): number => Math.round(rupees * 100);
