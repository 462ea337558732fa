import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { stockMovements } from '../db/schema';

export type StockMovementReason = (typeof stockMovements.$inferInsert)['reason'];

export interface StockMovement {
  productId: string;
  variantId?: string | null;
  orderId?: string | null;
  delta: number;
  resultingStock: number;
  reason: StockMovementReason;
  /** The owner who changed it by hand; null when the shop itself did (an order, a cancel, an expiry). */
  actorId?: string | null;
}

/**
 * Records stock changes in the caller's transaction, so a change and its record commit or roll back
 * together. A change of nothing (delta 0) is not a movement and is left out.
 */
export async function recordStockMovements(tx: Database, businessId: string, movements: readonly StockMovement[]): Promise<void> {
  const rows = movements
    .filter((m) => m.delta !== 0)
    .map((m) => ({
      id: newId(),
      businessId,
      productId: m.productId,
      variantId: m.variantId ?? null,
      orderId: m.orderId ?? null,
      delta: m.delta,
      resultingStock: m.resultingStock,
      reason: m.reason,
      actorId: m.actorId ?? null,
    }));
  if (rows.length > 0) await tx.insert(stockMovements).values(rows);
}

/** A product's stock history, newest first. */
export function stockMovementsOf(db: Database, businessId: string, productId: string) {
  return db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.businessId, businessId), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id));
}
