import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_DATE_UTC_OFFSET, type OwnerOrder, type OwnerOrderRow, type OwnerOrdersFilter } from '../contracts';
import type { Database } from '../db/client';
import { toRupees } from '../db/money';
import { customers, orderLines, orderPipelineStages, orders, owners, paymentAttempts } from '../db/schema';
import { withDetails, type OrderRow } from './customer-orders';

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The name of the last stage the order completed (null before the first), as SQL for filters and rows. */
const currentStage = (businessId: string) =>
  sql<string | null>`(SELECT ${orderPipelineStages.name} FROM ${orderPipelineStages}
    WHERE ${orderPipelineStages.orderId} = ${orders.id} AND ${orderPipelineStages.businessId} = ${businessId} AND ${orderPipelineStages.status} = 'Completed'
    ORDER BY ${orderPipelineStages.position} DESC, ${orderPipelineStages.id} DESC LIMIT 1)`;

/** The start of a calendar day in India; `next` gives the start of the day after. */
function dayStart(day: string, next = false): Date {
  const start = new Date(`${day}T00:00:00${ORDER_DATE_UTC_OFFSET}`);
  return next ? new Date(start.getTime() + 24 * 60 * 60 * 1000) : start;
}

/** Every condition of the filter, always within the owner's business. */
function whereOf(businessId: string, filter: OwnerOrdersFilter): SQL | undefined {
  const search = filter.search ? likePattern(filter.search) : undefined;
  return and(
    eq(orders.businessId, businessId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.stage ? sql`lower(${currentStage(businessId)}) = lower(${filter.stage})` : undefined,
    filter.from ? gte(orders.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, dayStart(filter.to, true)) : undefined,
    search
      ? or(
          ilike(orders.orderNumber, search),
          ilike(customers.name, search),
          ilike(customers.phoneNumber, search),
          ilike(sql`${customers.countryCode} || ${customers.phoneNumber}`, search),
        )
      : undefined,
  );
}

const rowColumns = (businessId: string) => ({
  order: orders,
  customerName: customers.name,
  countryCode: customers.countryCode,
  phoneNumber: customers.phoneNumber,
  stage: currentStage(businessId),
  itemCount: sql<number>`(SELECT count(*) FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND ${orderLines.businessId} = ${businessId})`.mapWith(Number),
  // a manual report the owner has not decided yet (repositories/payments' awaitingManualAttempt)
  awaiting: sql<boolean>`EXISTS (SELECT 1 FROM ${paymentAttempts} WHERE ${paymentAttempts.orderId} = ${orders.id} AND ${paymentAttempts.businessId} = ${businessId}
    AND ${paymentAttempts.status} = 'created' AND ${paymentAttempts.details}->>'kind' = 'manual')`.mapWith(Boolean),
});

type ListedRow = { order: OrderRow; customerName: string; countryCode: string; phoneNumber: string; stage: string | null; itemCount: number; awaiting: boolean };

const toRow = (r: ListedRow): OwnerOrderRow => ({
  _id: r.order.id,
  orderId: r.order.orderNumber,
  title: r.order.title,
  createdDate: r.order.createdAt.toISOString(),
  status: r.order.status,
  paymentStatus: r.order.paymentStatus,
  stage: r.stage,
  customer: { _id: r.order.customerId, name: r.customerName, countryCode: r.countryCode, phoneNumber: r.phoneNumber },
  itemCount: r.itemCount,
  finalAmount: toRupees(r.order.finalAmountPaise),
  awaitingConfirmation: r.awaiting,
});

/** Newest first, ending on the id so pages never repeat or skip an order. */
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];

/** One page of the business's orders matching the filter, and how many match in all. */
export async function listOwnerOrders(
  db: Database,
  businessId: string,
  filter: OwnerOrdersFilter,
  page: { page: number; pageSize: number },
): Promise<{ orders: OwnerOrderRow[]; total: number }> {
  const where = whereOf(businessId, filter);
  const [counted] = await db.select({ total: count() }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
  const total = Number(counted?.total ?? 0);
  const offset = (page.page - 1) * page.pageSize;
  if (offset >= total) return { orders: [], total };
  const rows = await db
    .select(rowColumns(businessId))
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.pageSize)
    .offset(offset);
  return { orders: rows.map(toRow), total };
}

/** Every order matching the filter up to `max` (one more tells the caller the list was cut), with its shipment. */
export async function exportOwnerOrders(db: Database, businessId: string, filter: OwnerOrdersFilter, max: number) {
  const rows = await db
    .select(rowColumns(businessId))
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(whereOf(businessId, filter))
    .orderBy(...NEWEST_FIRST)
    .limit(max + 1);
  return rows.map((r) => ({ ...toRow(r), shipment: shipmentOf(r.order) }));
}

/** The courier and tracking number kept when the order was marked Shipped. */
export function shipmentOf(order: Pick<OrderRow, 'shippingDetails'>): OwnerOrder['shipment'] {
  const details = order.shippingDetails ?? {};
  const { courier, trackingNumber, shippedAt } = details as { courier?: unknown; trackingNumber?: unknown; shippedAt?: unknown };
  return typeof courier === 'string' && typeof trackingNumber === 'string' && typeof shippedAt === 'string' ? { courier, trackingNumber, shippedAt } : null;
}

interface AttemptDetails {
  kind?: string;
  milestoneId?: string;
  utr?: string;
  decision?: { action?: string; at?: string; reason?: string; reference?: string };
}

/** One order of the business as its page shows it, or undefined when it is not the business's. */
export async function findOwnerOrder(db: Database, businessId: string, orderId: string): Promise<OwnerOrder | undefined> {
  const [found] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId.toLowerCase()), eq(orders.businessId, businessId)))
    .limit(1);
  if (!found) return undefined;
  const { order, customer } = found;
  const [[summary], lines, stages, attempts] = await Promise.all([
    withDetails(db, businessId, [order]),
    db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.businessId, businessId), eq(orderLines.orderId, order.id)))
      .orderBy(asc(orderLines.position), asc(orderLines.id)),
    db
      .select({ stage: orderPipelineStages, ownerName: owners.name })
      .from(orderPipelineStages)
      .leftJoin(owners, and(eq(owners.id, orderPipelineStages.completedBy), eq(owners.businessId, businessId)))
      .where(and(eq(orderPipelineStages.businessId, businessId), eq(orderPipelineStages.orderId, order.id)))
      .orderBy(asc(orderPipelineStages.position), asc(orderPipelineStages.id)),
    db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.businessId, businessId), eq(paymentAttempts.orderId, order.id)))
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id)),
  ]);
  if (!summary) return undefined;
  return {
    ...summary,
    customer: { _id: customer.id, name: customer.name, countryCode: customer.countryCode, phoneNumber: customer.phoneNumber },
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      quantityUnit: line.quantityUnit,
      unitPrice: toRupees(line.unitPricePaise),
      gstPercentage: line.gstPercentage,
      gstAmount: toRupees(line.gstAmountPaise),
      amount: toRupees(line.amountPaise),
    })),
    shipTo: order.shipToAddress ?? null,
    shipment: shipmentOf(order),
    stages: stages.map(({ stage, ownerName }) => ({
      _id: stage.id,
      name: stage.name,
      status: stage.status,
      completedAt: stage.completedAt?.toISOString() ?? null,
      completedBy: stage.completedBy && ownerName !== null ? { _id: stage.completedBy, name: ownerName } : null,
    })),
    attempts: attempts.map((a) => {
      const details = (a.details ?? {}) as AttemptDetails;
      const decision = details.decision;
      return {
        _id: a.id,
        milestoneId: details.milestoneId ?? null,
        kind: details.kind === 'manual' ? ('manual' as const) : ('online' as const),
        status: a.status,
        amount: toRupees(a.amountPaise),
        utr: details.utr ?? null,
        createdAt: a.createdAt.toISOString(),
        decision:
          decision?.action && decision.at
            ? { action: decision.action, at: decision.at, reason: decision.reason ?? null, reference: decision.reference ?? null }
            : null,
      };
    }),
  };
}
