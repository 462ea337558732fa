import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CANCELLABLE_ORDER_STATUSES, type OrderSortKey, type OrderStatus, type OrderSummary } from '../contracts';
import type { Database } from '../db/client';
import { toRupees } from '../db/money';
import { orderLines, orderPipelineStages, orders, paymentMilestones, taxInvoices } from '../db/schema';
import { endOrderUnpaid } from '../workflows/end-order';
import { milestoneReport, milestoneReports } from './milestone-reports';
import { storedTotalsLines } from './order-totals-lines';
import { readsTogether } from '../db/reads-together';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderQuery {
  page: number;
  pageSize: number;
  /** Matched anywhere in the order number, the title or a line's description, case-insensitively. */
  search?: string | undefined;
  sortBy: OrderSortKey;
  statusFilter?: OrderStatus | undefined;
}

/** Every sort ends on the id, so pages never repeat or skip an order. */
const ORDER_BY: Record<OrderSortKey, SQL[]> = {
  createdDate: [desc(orders.createdAt), desc(orders.id)],
  finalAmount: [desc(orders.finalAmountPaise), desc(orders.createdAt), desc(orders.id)],
};

/** `%`, `_` and `\` typed by a person are letters, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(businessId: string, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.title, pattern),
    sql`EXISTS (SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id} AND ${orderLines.businessId} = ${businessId} AND ${orderLines.description} ILIKE ${pattern})`,
  );
}

/** One page of a customer's orders with how many match in all. */
export async function listCustomerOrders(
  db: Database,
  businessId: string,
  customerId: string,
  query: OrderQuery,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = and(
    eq(orders.businessId, businessId),
    eq(orders.customerId, customerId),
    query.statusFilter ? eq(orders.status, query.statusFilter) : undefined,
    searchCondition(businessId, query.search),
  );
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const total = Number(counted?.total ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { orders: [], total };
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...ORDER_BY[query.sortBy])
    .limit(query.pageSize)
    .offset(offset);
  return { orders: await withDetails(db, businessId, rows), total };
}

/** The customer's newest orders (the chat thread shows their cards). */
export async function latestCustomerOrders(db: Database, businessId: string, customerId: string, limit: number): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)))
    .orderBy(...ORDER_BY.createdDate)
    .limit(limit);
  return withDetails(db, businessId, rows);
}

export type CancelOutcome =
  | { kind: 'cancelled'; order: OrderRow }
  | { kind: 'not-found' }
  | { kind: 'not-cancellable'; order: OrderRow };

/**
 * Cancels a customer's own order when it is still Draft or Active, and gives its stock back, in one
 * transaction (workflows/end-order: the expiry job ends orders the same way). One conditional UPDATE
 * decides, so two racing cancels (or a cancel racing the owner's completion, or the expiry) cannot both win.
 */
export async function cancelCustomerOrder(
  db: Database,
  scope: { businessId: string; customerId: string; orderId: string; mode: OrderRow['mode'] },
  at: Date,
): Promise<CancelOutcome> {
  const own = and(
    eq(orders.id, scope.orderId),
    eq(orders.businessId, scope.businessId),
    eq(orders.customerId, scope.customerId),
    eq(orders.mode, scope.mode),
  );
  const cancelled = await db.transaction((tx) =>
    endOrderUnpaid(tx as unknown as Database, scope, and(own, inArray(orders.status, [...CANCELLABLE_ORDER_STATUSES])), { at, reason: 'customer' }),
  );
  if (cancelled) return { kind: 'cancelled', order: cancelled };
  const [existing] = await db.select().from(orders).where(own).limit(1);
  return existing ? { kind: 'not-cancellable', order: existing } : { kind: 'not-found' };
}

/** Lines, payment milestones (with their manual reports), pipeline stages and invoices of a page of orders, in five queries; rupees on the wire. */
export async function withDetails(db: Database, businessId: string, rows: OrderRow[]): Promise<OrderSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, milestones, stages, reports, invoices] = await readsTogether(
    db,
    () =>
      db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.businessId, businessId), inArray(orderLines.orderId, ids)))
        .orderBy(asc(orderLines.position), asc(orderLines.id)),
    () =>
      db
        .select()
        .from(paymentMilestones)
        .where(and(eq(paymentMilestones.businessId, businessId), inArray(paymentMilestones.orderId, ids)))
        .orderBy(asc(paymentMilestones.position), asc(paymentMilestones.id)),
    () =>
      db
        .select()
        .from(orderPipelineStages)
        .where(and(eq(orderPipelineStages.businessId, businessId), inArray(orderPipelineStages.orderId, ids)))
        .orderBy(asc(orderPipelineStages.position), asc(orderPipelineStages.id)),
    () => milestoneReports(db, businessId, ids),
    () =>
      db
        .select({ orderId: taxInvoices.orderId, number: taxInvoices.invoiceNumber, issuedAt: taxInvoices.issuedAt })
        .from(taxInvoices)
        .where(and(eq(taxInvoices.businessId, businessId), inArray(taxInvoices.orderId, ids))),
  );
  const invoiceOf = new Map(invoices.map((i) => [i.orderId, { number: i.number, issuedAt: i.issuedAt.toISOString() }]));
  return rows.map((row) => ({
    _id: row.id,
    orderId: row.orderNumber,
    title: row.title,
    status: row.status,
    cancelReason: row.cancelReason,
    finalAmount: toRupees(row.finalAmountPaise),
    cashOnDelivery: row.codConfirmedAt !== null,
    totals: storedTotalsLines(row, lines.filter((line) => line.orderId === row.id)),
    createdDate: row.createdAt.toISOString(),
    mode: row.mode,
    paymentStatus: row.paymentStatus,
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        itemId: line.itemId,
        description: line.description,
        quantity: line.quantity,
        quantityUnit: line.quantityUnit,
        amount: toRupees(line.amountPaise),
      })),
    paymentMilestones: milestones
      .filter((m) => m.orderId === row.id)
      .map((m) => ({
        _id: m.id,
        label: m.label,
        amount: toRupees(m.amountPaise),
        dueDate: m.dueDate,
        status: m.status,
        ...milestoneReport(m.status, reports.get(m.id)),
      })),
    pipelineStages: stages.filter((s) => s.orderId === row.id).map((s) => ({ _id: s.id, name: s.name, status: s.status })),
    invoice: invoiceOf.get(row.id) ?? null,
  }));
}

/** One of the customer's own orders, or undefined (another customer's order is not found). */
export async function findCustomerOrder(db: Database, businessId: string, customerId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId.toLowerCase()), eq(orders.businessId, businessId), eq(orders.customerId, customerId)))
    .limit(1);
  return row;
}

/** The delivery address each of these orders was placed with (orders without one are left out). */
export async function deliveryAddresses(db: Database, businessId: string, orderIds: string[]): Promise<Map<string, NonNullable<OrderRow['shipToAddress']>>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, address: orders.shipToAddress })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), inArray(orders.id, orderIds)));
  return new Map(rows.flatMap((row) => (row.address ? [[row.id, row.address] as const] : [])));
}
