import { and, eq, inArray } from 'drizzle-orm';
import { supplyKind, type OrderGroup, type SupplyKind } from 'shared/rules';
import type { Database } from '../../db/client';
import { dispatchPoints } from '../../db/schema';
import type { PricedLine } from './price-lines';
import type { DeliveryAddress } from './validate-cart';

/** Decides each order's place of supply: intra-state (CGST + SGST) or inter-state (IGST). */
export type PlaceOfSupply = (group: OrderGroup<PricedLine>) => SupplyKind;

/**
 * The place of supply of the orders of `lines` to `address`: an order shipped from a dispatch point is
 * inter-state when the point's state differs from the address's. Services, pickups, shipments with no
 * dispatch point (the business records no state of its own) and totals asked before an address is
 * chosen are intra-state: supplied where the business is, or as good as (the total is the same either way).
 */
export async function placeOfSupply(db: Database, businessId: string, lines: readonly PricedLine[], address: DeliveryAddress | null): Promise<PlaceOfSupply> {
  const ids = [...new Set(lines.flatMap((line) => line.dispatchPointIds.slice(0, 1)))];
  if (!address || ids.length === 0) return () => 'intra-state';
  const rows = await db
    .select({ id: dispatchPoints.id, state: dispatchPoints.state })
    .from(dispatchPoints)
    .where(and(eq(dispatchPoints.businessId, businessId), inArray(dispatchPoints.id, ids)));
  const states = new Map(rows.map((row) => [row.id, row.state]));
  return (group) => (group.kind === 'shipping' && group.dispatchPointId ? supplyKind(states.get(group.dispatchPointId), address.state) : 'intra-state');
}
