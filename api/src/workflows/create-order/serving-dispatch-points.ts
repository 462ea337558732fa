import { and, eq, inArray } from 'drizzle-orm';
import { servingFirst } from 'shared/rules';
import type { Database } from '../../db/client';
import { dispatchPoints } from '../../db/schema';
import type { PricedLine } from './price-lines';
import type { DeliveryAddress } from './validate-cart';

/**
 * Step "route to serving dispatch points": each line's dispatch points reordered so the first one that
 * serves the delivery address (its pincode or state, shared/rules/dispatch) leads; grouping, place of
 * supply and the order's dispatch point then follow it. Without an address, or when no point serves it,
 * the owner's order stands: the specification's "first dispatch point".
 */
export async function routeToServingPoints(db: Database, businessId: string, lines: readonly PricedLine[], address: DeliveryAddress | null): Promise<PricedLine[]> {
  const ids = [...new Set(lines.flatMap((line) => (line.dispatchPointIds.length > 1 ? line.dispatchPointIds : [])))];
  if (!address || ids.length === 0) return [...lines];
  const rows = await db
    .select({ id: dispatchPoints.id, pincodes: dispatchPoints.servesPincodes, states: dispatchPoints.servesStates })
    .from(dispatchPoints)
    .where(and(eq(dispatchPoints.businessId, businessId), inArray(dispatchPoints.id, ids)));
  const serves = new Map(rows.map((row) => [row.id, { pincodes: row.pincodes, states: row.states }]));
  return lines.map((line) => (line.dispatchPointIds.length > 1 ? { ...line, dispatchPointIds: servingFirst(line.dispatchPointIds, (id) => serves.get(id), address) } : line));
}
