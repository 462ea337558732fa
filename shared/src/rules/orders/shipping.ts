/**
 * Shipping (chat spec, sections 5 and 9): the shipping cost of an order is the sum of its shipped lines'
 * delivery charges (a product's flat charge per order line, from its dispatch point); 0 shows
 * 'Free Shipping'; a product that cannot reach the address is a shipping issue with the default message.
 */

export const FREE_SHIPPING_LABEL = 'Free Shipping';
export const DEFAULT_SHIPPING_ISSUE_MESSAGE = 'This product cannot be shipped to your address.';

export interface ShippableLine {
  productId: string;
  itemType: 'product' | 'service';
  shippingAvailable: boolean;
  /** The product's flat delivery charge for its line. */
  shippingCostPaise: number;
}

export interface ShippingIssue {
  productsIds: string[];
  message: string;
}

/** True for a line that travels to the delivery address (a shippable product). */
export function isShipped(line: Pick<ShippableLine, 'itemType' | 'shippingAvailable'>): boolean {
  return line.itemType === 'product' && line.shippingAvailable;
}

/** The delivery charge of one line: its product's charge when shipped, else 0. */
export function lineShippingCost(line: ShippableLine): number {
  return isShipped(line) ? Math.max(0, line.shippingCostPaise) : 0;
}

/** The shipping cost of a group of lines (one order). */
export function shippingCost(lines: readonly ShippableLine[]): number {
  return lines.reduce((sum, line) => sum + lineShippingCost(line), 0);
}

/** 'Free Shipping' at 0, otherwise the amount formatted by the caller's money formatter. */
export function shippingLabel(costPaise: number, format: (paise: number) => string): string {
  return costPaise === 0 ? FREE_SHIPPING_LABEL : format(costPaise);
}

/**
 * The shipped products that cannot reach the address, as one issue with the default message (the spec's
 * `shippingIssues[{productsIds, message}]`). `canReach` decides deliverability for one line; with no
 * address nothing is checked here (the guard reports 'Delivery Address Required' instead).
 */
export function shippingIssues<T extends ShippableLine>(
  lines: readonly T[],
  canReach: (line: T) => boolean,
  message: string = DEFAULT_SHIPPING_ISSUE_MESSAGE,
): ShippingIssue[] {
  const blocked = [...new Set(lines.filter((line) => isShipped(line) && !canReach(line)).map((line) => line.productId))];
  return blocked.length === 0 ? [] : [{ productsIds: blocked, message }];
}

/** An Indian delivery pincode: six digits, not starting with 0 (India Post's PIN format). */
export function isDeliverablePincode(pincode: string): boolean {
  return /^[1-9]\d{5}$/.test(pincode.trim());
}
