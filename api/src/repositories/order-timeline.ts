import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderTimeline, TrackingStep } from '../contracts';
import type { Database } from '../db/client';
import { customers, orderPipelineStages, orders, paymentMilestones } from '../db/schema';
import { isShippedStage } from './order-stages';

/** Whose order: a number on a site, placed by the customer of one phone. */
export interface TrackedOrderKey {
  businessId: string;
  orderNumber: string;
  countryCode: string;
  phoneNumber: string;
}

/**
 * The order's id when that number on that site belongs to the customer of that phone; undefined otherwise.
 * The number is matched whatever its case ('khh-1003' is KHH-1003): the phone's customer is found first,
 * so only that customer's few orders are compared.
 */
export async function findTrackedOrder(db: Database, key: TrackedOrderKey): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, and(eq(customers.id, orders.customerId), eq(customers.businessId, orders.businessId)))
    .where(
      and(
        eq(customers.businessId, key.businessId),
        eq(orders.businessId, key.businessId),
        sql`upper(${orders.orderNumber}) = upper(${key.orderNumber})`,
        eq(customers.countryCode, key.countryCode),
        eq(customers.phoneNumber, key.phoneNumber),
      ),
    )
    .limit(1);
  return row?.id;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * The order's timeline: Ordered, Paid, then the pipeline stages the owner moves it through (Confirmed,
 * Packed, Shipped with its courier and tracking number, Delivered), each done with its time or upcoming.
 */
export async function orderTimeline(db: Database, businessId: string, orderId: string): Promise<OrderTimeline | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)))
    .limit(1);
  if (!order) return undefined;
  const milestones = await db
    .select({ status: paymentMilestones.status, paidAt: paymentMilestones.paidAt })
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.orderId, order.id), eq(paymentMilestones.businessId, businessId)));
  const stages = await db
    .select()
    .from(orderPipelineStages)
    .where(and(eq(orderPipelineStages.orderId, order.id), eq(orderPipelineStages.businessId, businessId)))
    .orderBy(asc(orderPipelineStages.position), asc(orderPipelineStages.id));

  // a refunded order was paid before it was refunded
  const paid = order.paymentStatus === 'Paid' || order.paymentStatus === 'Refunded';
  const paidTimes = milestones.flatMap((m) => (m.status === 'Paid' && m.paidAt ? [m.paidAt.getTime()] : []));
  const shipping = order.shippingDetails ?? {};
  const steps: TrackingStep[] = [
    { name: 'Ordered', done: true, at: iso(order.createdAt) },
    { name: 'Paid', done: paid, at: paid && paidTimes.length > 0 ? new Date(Math.max(...paidTimes)).toISOString() : null },
    ...stages.map((stage): TrackingStep => {
      const done = stage.status === 'Completed';
      const step: TrackingStep = { name: stage.name, done, at: done ? iso(stage.completedAt) : null };
      const courier = text(shipping.courier);
      const trackingNumber = text(shipping.trackingNumber);
      if (done && isShippedStage(stage.name) && courier && trackingNumber) return { ...step, courier, trackingNumber };
      return step;
    }),
  ];
  return {
    orderNumber: order.orderNumber,
    title: order.title,
    status: order.status,
    cancelReason: order.cancelReason ?? null,
    cancelledAt: iso(order.cancelledAt),
    steps,
  };
}
