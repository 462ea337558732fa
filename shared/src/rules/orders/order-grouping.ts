/**
 * Spec (chat, section 4): "shipping is grouped by the first dispatch point (or "default"); non-shippable
 * products and services are each a separate order; one order is created per group."
 */

/** Group key of shippable products that have no dispatch point. */
export const DEFAULT_DISPATCH_GROUP = 'default';

/** What grouping needs to know about a checkout line. */
export interface GroupableLine {
  itemType: 'product' | 'service';
  shippingAvailable: boolean;
  /** The product's dispatch points in their configured order; the first one decides the group. */
  dispatchPointIds: readonly string[];
}

export type OrderGroupKind = 'shipping' | 'non-shippable' | 'service';

export interface OrderGroup<T extends GroupableLine> {
  /** `dispatch:<id>`, `dispatch:default`, `product:<n>` or `service:<n>` (n = the line's position). */
  key: string;
  kind: OrderGroupKind;
  /** The dispatch point the group ships from; null for the default group and for own-order lines. */
  dispatchPointId: string | null;
  lines: T[];
}

/**
 * Splits checkout lines into orders, keeping the cart's order: shipping groups appear where their first
 * line stood, and every service and every non-shippable product is an order of its own.
 */
export function groupOrderLines<T extends GroupableLine>(lines: readonly T[]): OrderGroup<T>[] {
  const groups: OrderGroup<T>[] = [];
  const shippingGroups = new Map<string, OrderGroup<T>>();
  lines.forEach((line, position) => {
    if (line.itemType === 'service') {
      groups.push({ key: `service:${position}`, kind: 'service', dispatchPointId: null, lines: [line] });
      return;
    }
    if (!line.shippingAvailable) {
      groups.push({ key: `product:${position}`, kind: 'non-shippable', dispatchPointId: null, lines: [line] });
      return;
    }
    const dispatchPointId = line.dispatchPointIds[0] ?? null;
    const key = `dispatch:${dispatchPointId ?? DEFAULT_DISPATCH_GROUP}`;
    const existing = shippingGroups.get(key);
    if (existing) {
      existing.lines.push(line);
      return;
    }
    const group: OrderGroup<T> = { key, kind: 'shipping', dispatchPointId, lines: [line] };
    shippingGroups.set(key, group);
    groups.push(group);
  });
  return groups;
}
