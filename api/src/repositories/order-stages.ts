import { and, asc, eq } from 'drizzle-orm';
import { SHIPPED_STAGE, type OrderStageMove } from '../contracts';
import type { Database } from '../db/client';
import { orderPipelineStages, orders } from '../db/schema';

type OrderRow = typeof orders.$inferSelect;
type StageRow = typeof orderPipelineStages.$inferSelect;

export type StageMoveOutcome =
  | { kind: 'moved'; order: OrderRow; stage: StageRow; previousStatus: OrderRow['status'] }
  | { kind: 'unchanged'; order: OrderRow; stage: StageRow }
  | { kind: 'order-not-found' }
  | { kind: 'stage-not-found' }
  | { kind: 'cancelled'; order: OrderRow }
  /** Completing before an earlier stage, or undoing before a later one: `blocking` is that stage. */
  | { kind: 'out-of-turn'; stage: StageRow; blocking: StageRow }
  /** Completing Shipped without the courier and tracking number the customer needs to follow the parcel. */
  | { kind: 'shipment-required'; stage: StageRow };

/** The courier and tracking number given with Shipped. */
export interface ShipmentInput {
  courier: string;
  trackingNumber: string;
}

export interface StageMoveOptions {
  /** The owner moving it: kept on a completed stage (who), beside completedAt (when). */
  by?: string;
  /** Required to complete Shipped; kept in the order's shipping details. */
  shipment?: ShipmentInput;
}

/** Whether `name` is the stage that needs a shipment (the seed and old rows may differ in case). */
export const isShippedStage = (name: string) => name.trim().toLowerCase() === SHIPPED_STAGE.toLowerCase();

/** The order's shipping details once `stage` moved `to`: Shipped keeps its shipment, its undo drops it. */
function shippingAfter(current: OrderRow['shippingDetails'], stage: StageRow, to: OrderStageMove, at: Date, shipment: ShipmentInput | undefined) {
  if (!isShippedStage(stage.name)) return current;
  const { courier: _courier, trackingNumber: _tracking, shippedAt: _at, ...rest } = current ?? {};
  if (to === 'Pending' || !shipment) return Object.keys(rest).length > 0 ? rest : null;
  return { ...rest, courier: shipment.courier, trackingNumber: shipment.trackingNumber, shippedAt: at.toISOString() };
}

/** The order's status once its stages are `stages` (see orderStageBodySchema's rules). */
export function orderStatusAfter(current: OrderRow['status'], stages: readonly Pick<StageRow, 'status'>[]): OrderRow['status'] {
  if (current === 'Cancelled') return current;
  const done = stages.filter((s) => s.status === 'Completed').length;
  if (stages.length > 0 && done === stages.length) return 'Completed';
  if (current === 'Completed') return 'Active';
  if (current === 'Draft' && done > 0) return 'Active';
  return current;
}

/**
 * Moves one stage of an order of the business and sets the order's status from its stages, in one
 * transaction with the order locked, so two owners pressing at once move the pipeline one step each in
 * turn, never past each other.
 */
export async function moveOrderStage(
  db: Database,
  scope: { businessId: string; orderId: string; stageId: string },
  to: OrderStageMove,
  at: Date,
  options: StageMoveOptions = {},
): Promise<StageMoveOutcome> {
  return db.transaction(async (tx): Promise<StageMoveOutcome> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, scope.orderId), eq(orders.businessId, scope.businessId)))
      .limit(1)
      .for('update');
    if (!order) return { kind: 'order-not-found' };
    const stages = await tx
      .select()
      .from(orderPipelineStages)
      .where(and(eq(orderPipelineStages.orderId, order.id), eq(orderPipelineStages.businessId, scope.businessId)))
      .orderBy(asc(orderPipelineStages.position), asc(orderPipelineStages.id));
    const index = stages.findIndex((s) => s.id === scope.stageId);
    const stage = stages[index];
    if (!stage) return { kind: 'stage-not-found' };
    if (order.status === 'Cancelled') return { kind: 'cancelled', order };
    if ((stage.status === 'Completed') === (to === 'Completed')) return { kind: 'unchanged', order, stage };

    const blocking =
      to === 'Completed' ? stages.slice(0, index).find((s) => s.status !== 'Completed') : stages.slice(index + 1).find((s) => s.status === 'Completed');
    if (blocking) return { kind: 'out-of-turn', stage, blocking };
    if (to === 'Completed' && isShippedStage(stage.name) && !options.shipment) return { kind: 'shipment-required', stage };

    const [moved] = await tx
      .update(orderPipelineStages)
      .set({ status: to, completedAt: to === 'Completed' ? at : null, completedBy: to === 'Completed' ? (options.by ?? null) : null })
      .where(eq(orderPipelineStages.id, stage.id))
      .returning();
    if (!moved) throw new Error('pipeline stage vanished inside its transaction');
    const status = orderStatusAfter(
      order.status,
      stages.map((s) => (s.id === moved.id ? moved : s)),
    );
    const shippingDetails = shippingAfter(order.shippingDetails, stage, to, at, options.shipment);
    const [updated] = await tx.update(orders).set({ status, shippingDetails, updatedAt: at }).where(eq(orders.id, order.id)).returning();
    return { kind: 'moved', order: updated ?? order, stage: moved, previousStatus: order.status };
  });
}
