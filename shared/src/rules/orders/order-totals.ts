import { priceWithTaxPaise, taxPaise } from '../pricing/price-with-tax';

/**
 * Order totals in integer paise (chat spec, sections 3 and 9). Decision on "GST per item equals the tax
 * rate applied to the base price": the base of the tax is the item's pre-tax selling price (the sale
 * price when it counts, else the base price). That is the price the storefront shows with tax
 * (price x (1 + taxRate/100)), so the order never charges more tax than the customer was shown, and a
 * discount is never taxed. GST is computed per item (per unit, rounded half away from zero to the paisa)
 * and multiplied by the quantity, so a line's amount equals quantity x the shown unit price with tax.
 *
 * What the shopper is shown (`itemsPaise`, `savingPaise`) is tax-inclusive, as the product page shows
 * prices: items at the product page's struck price, less its "You save", plus shipping, is the total.
 * The GST is the part of that total the tax is (and is split by place of supply, see gst-split.ts).
 */
export interface TotalsLineInput {
  basePricePaise: number;
  /** Counts only when above 0 (spec: "Sale price counts only when it is a number greater than 0"). */
  salePricePaise: number | null;
  quantity: number;
  taxApplicable: boolean;
  /** Percent, e.g. 18. */
  taxRate: number;
  /** Delivery charge of the line (0 when not shipped or shipped free). */
  shippingCostPaise: number;
}

export interface LineTotals {
  basePricePaise: number;
  salePricePaise: number | null;
  /** The pre-tax price of one unit: sale when it counts, else base. */
  unitPricePaise: number;
  /** Saving on the whole line: (base - unit) x quantity, never negative. */
  discountPaise: number;
  gstPercentage: number;
  /** GST of the whole line: per-unit GST x quantity. */
  gstAmountPaise: number;
  /** What the line costs: (unit + per-unit GST) x quantity. */
  amountPaise: number;
  /** The line at the product page's struck price with tax (the price itself when not discounted) x quantity. */
  itemsPaise: number;
  /** The product page's "You save" x quantity: itemsPaise - amountPaise. */
  savingPaise: number;
}

export interface OrderTotals {
  subtotalPaise: number;
  totalDiscountPaise: number;
  afterDiscountPaise: number;
  totalGstPaise: number;
  shippingCostPaise: number;
  finalAmountPaise: number;
  /** Σ line itemsPaise: what the shopper's "Items" line reads. */
  itemsPaise: number;
  /** Σ line savingPaise: the "Discount" line; itemsPaise - savingPaise + shipping = finalAmountPaise. */
  savingPaise: number;
}

export function lineTotals(line: TotalsLineInput): LineTotals {
  const sale = line.salePricePaise !== null && line.salePricePaise > 0 ? line.salePricePaise : null;
  const unit = sale ?? line.basePricePaise;
  const gstPercentage = line.taxApplicable ? line.taxRate : 0;
  const tax = { taxApplicable: gstPercentage > 0, taxRate: gstPercentage };
  const gstPerUnit = taxPaise(unit, tax);
  const shownBefore = priceWithTaxPaise(Math.max(line.basePricePaise, unit), tax);
  return {
    basePricePaise: line.basePricePaise,
    salePricePaise: sale,
    unitPricePaise: unit,
    discountPaise: Math.max(0, line.basePricePaise - unit) * line.quantity,
    gstPercentage,
    gstAmountPaise: gstPerUnit * line.quantity,
    amountPaise: (unit + gstPerUnit) * line.quantity,
    itemsPaise: shownBefore * line.quantity,
    savingPaise: (shownBefore - unit - gstPerUnit) * line.quantity,
  };
}

/**
 * subtotal = Σ base x quantity; totalDiscount = Σ line discounts; afterDiscount = subtotal - discount;
 * totalGst = Σ line GST; shipping = Σ line shipping; finalAmount = afterDiscount + GST + shipping.
 * A sale price above the base price is charged as given; its negative "discount" is not shown, so the
 * subtotal then carries the sale price for that line to keep subtotal - discount = what is charged.
 */
export function orderTotals(lines: readonly TotalsLineInput[]): OrderTotals {
  let subtotalPaise = 0;
  let totalDiscountPaise = 0;
  let totalGstPaise = 0;
  let shippingCostPaise = 0;
  let itemsPaise = 0;
  let savingPaise = 0;
  for (const line of lines) {
    const totals = lineTotals(line);
    itemsPaise += totals.itemsPaise;
    savingPaise += totals.savingPaise;
    subtotalPaise += Math.max(totals.basePricePaise, totals.unitPricePaise) * line.quantity;
    totalDiscountPaise += totals.discountPaise;
    totalGstPaise += totals.gstAmountPaise;
    shippingCostPaise += line.shippingCostPaise;
  }
  const afterDiscountPaise = subtotalPaise - totalDiscountPaise;
  return {
    subtotalPaise,
    totalDiscountPaise,
    afterDiscountPaise,
    totalGstPaise,
    shippingCostPaise,
    finalAmountPaise: afterDiscountPaise + totalGstPaise + shippingCostPaise,
    itemsPaise,
    savingPaise,
  };
}

/** Sums the totals of several orders (the checkout summary over all groups). */
export function sumOrderTotals(all: readonly OrderTotals[]): OrderTotals {
  const sum = (pick: (t: OrderTotals) => number) => all.reduce((acc, t) => acc + pick(t), 0);
  return {
    subtotalPaise: sum((t) => t.subtotalPaise),
    totalDiscountPaise: sum((t) => t.totalDiscountPaise),
    afterDiscountPaise: sum((t) => t.afterDiscountPaise),
    totalGstPaise: sum((t) => t.totalGstPaise),
    shippingCostPaise: sum((t) => t.shippingCostPaise),
    finalAmountPaise: sum((t) => t.finalAmountPaise),
    itemsPaise: sum((t) => t.itemsPaise),
    savingPaise: sum((t) => t.savingPaise),
  };
}
