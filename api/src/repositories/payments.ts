import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { issueInvoice } from '../invoices/issue-invoice';
import { businesses, customers, installedWidgets, orders, paymentAttempts, paymentIntegrations, paymentMilestones } from '../db/schema';

/** A transaction or the database: the queries below run in either. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type IntegrationRow = typeof paymentIntegrations.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type MilestoneRow = typeof paymentMilestones.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** What an attempt's `details` hold: which milestone it pays and, for manual ones, the reference and the owner's decision. */
export interface AttemptDetails {
  kind: 'online' | 'manual';
  milestoneId: string;
  utr?: string;
  submittedAt?: string;
  decision?: { action: 'confirm' | 'reject'; by: string; at: string; reason?: string; reference?: string };
}
export const detailsOf = (row: AttemptRow) => (row.details ?? {}) as unknown as AttemptDetails;

/** Orders in these states can take a payment. */
export const PAYABLE_ORDER_STATUSES = ['Draft', 'Active'] as const;

/**
 * The business's integration `gatewayId`, when the chat widget takes payments (payment.isEnabled) and
 * the integration is enabled; otherwise nothing (the caller answers 'Payment gateway not configured properly').
 */
export async function usableIntegration(db: Db, businessId: string, gatewayId: string): Promise<IntegrationRow | undefined> {
  const [widget] = await db
    .select({ settings: installedWidgets.settings })
    .from(installedWidgets)
    .where(and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget')))
    .limit(1);
  if (!widget?.settings.payment.isEnabled) return undefined;
  const [row] = await db
    .select()
    .from(paymentIntegrations)
    .where(and(eq(paymentIntegrations.id, gatewayId), eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.isEnabled, true)))
    .limit(1);
  return row;
}

/**
 * Every enabled integration of the business when its chat widget takes payments, the widget's selected
 * one first, then oldest first; none when payments are off.
 */
export async function usableIntegrations(db: Db, businessId: string): Promise<{ rows: IntegrationRow[]; selectedId: string | null }> {
  const [widget] = await db
    .select({ settings: installedWidgets.settings })
    .from(installedWidgets)
    .where(and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget')))
    .limit(1);
  if (!widget?.settings.payment.isEnabled) return { rows: [], selectedId: null };
  const selectedId = widget.settings.payment.selectedGatewayId;
  const rows = await db
    .select()
    .from(paymentIntegrations)
    .where(and(eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.isEnabled, true)))
    .orderBy(asc(paymentIntegrations.createdAt), asc(paymentIntegrations.id));
  return { rows: [...rows.filter((r) => r.id === selectedId), ...rows.filter((r) => r.id !== selectedId)], selectedId };
}

/** The business's manual integration: the widget's selected one when it is manual, else the first enabled one. */
export async function manualIntegration(db: Db, businessId: string): Promise<IntegrationRow | undefined> {
  const [widget] = await db.select({ settings: installedWidgets.settings }).from(installedWidgets).where(eq(installedWidgets.businessId, businessId)).limit(1);
  if (!widget?.settings.payment.isEnabled) return undefined;
  const rows = await db
    .select()
    .from(paymentIntegrations)
    .where(and(eq(paymentIntegrations.businessId, businessId), eq(paymentIntegrations.type, 'manual'), eq(paymentIntegrations.isEnabled, true)))
    .orderBy(asc(paymentIntegrations.createdAt), asc(paymentIntegrations.id));
  return rows.find((r) => r.id === widget.settings.payment.selectedGatewayId) ?? rows[0];
}

export async function businessName(db: Db, businessId: string): Promise<string> {
  const [row] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.name ?? '';
}

/** An order of the business; with `customerId`, only that customer's own. */
export async function findOrder(db: Db, businessId: string, orderId: string, customerId?: string): Promise<OrderRow | undefined> {
  const where = [eq(orders.id, orderId), eq(orders.businessId, businessId)];
  if (customerId) where.push(eq(orders.customerId, customerId));
  const [row] = await db.select().from(orders).where(and(...where)).limit(1);
  return row;
}

/**
 * The order, locked until the transaction ends (SELECT ... FOR UPDATE). Every payment path locks the
 * order first, then the milestone, then the attempt, so two of them never wait on each other in a circle,
 * and a cancellation (which updates the order row) waits for a payment in flight or goes before it.
 */
export async function lockOrder(db: Db, businessId: string, orderId: string, customerId?: string): Promise<OrderRow | undefined> {
  const where = [eq(orders.id, orderId), eq(orders.businessId, businessId)];
  if (customerId) where.push(eq(orders.customerId, customerId));
  const [row] = await db.select().from(orders).where(and(...where)).limit(1).for('update');
  return row;
}

/** Whether an order in this status can take a payment; any other status (Cancelled, Completed, expired…) cannot. */
export const isPayable = (order: Pick<OrderRow, 'status'>) => (PAYABLE_ORDER_STATUSES as readonly string[]).includes(order.status);

/**
 * Voids the milestone's open online attempts (but `keep`): a voided attempt's window no longer pays
 * (the sandbox stops serving it) and verifying it is refused.
 */
export async function voidOpenAttempts(db: Db, businessId: string, milestoneId: string, keep: string, at: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ status: 'voided', updatedAt: at })
    .where(
      and(
        eq(paymentAttempts.businessId, businessId),
        eq(paymentAttempts.status, 'created'),
        sql`${paymentAttempts.details}->>'kind' = 'online'`,
        sql`${paymentAttempts.details}->>'milestoneId' = ${milestoneId}`,
        sql`${paymentAttempts.id} <> ${keep}`,
      ),
    );
}

/** The order's first Pending milestone (by position): what a payment pays now. */
export async function firstPendingMilestone(db: Db, orderId: string): Promise<MilestoneRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMilestones)
    .where(and(eq(paymentMilestones.orderId, orderId), eq(paymentMilestones.status, 'Pending')))
    .orderBy(asc(paymentMilestones.position), asc(paymentMilestones.id))
    .limit(1);
  return row;
}

export async function findMilestone(db: Db, orderId: string, milestoneId: string, lock = false): Promise<MilestoneRow | undefined> {
  const query = db.select().from(paymentMilestones).where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.orderId, orderId))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAttempt(db: Db, row: Omit<typeof paymentAttempts.$inferInsert, 'id'> & { id?: string }): Promise<AttemptRow> {
  const [inserted] = await db.insert(paymentAttempts).values({ id: newId(), ...row }).returning();
  if (!inserted) throw new Error('payment attempt not stored');
  return inserted;
}

export async function markAttempt(db: Db, attemptId: string, change: Partial<Pick<AttemptRow, 'status' | 'gatewayPaymentId' | 'signature' | 'details' | 'updatedAt'>>): Promise<void> {
  await db.update(paymentAttempts).set(change).where(eq(paymentAttempts.id, attemptId));
}

/** An attempt of the business and customer (anyone else's id is as good as unknown). */
export async function findCustomerAttempt(db: Db, businessId: string, customerId: string, attemptId: string, lock = false): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.businessId, businessId), eq(paymentAttempts.customerId, customerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findAttemptByGatewayOrder(db: Db, gatewayOrderId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.gatewayOrderId, gatewayOrderId)).limit(1);
  return row;
}

/** The manual attempt of a milestone awaiting the owner's decision, if any. */
export async function awaitingManualAttempt(db: Db, businessId: string, milestoneId: string, lock = false): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.businessId, businessId),
        eq(paymentAttempts.status, 'created'),
        sql`${paymentAttempts.details}->>'kind' = 'manual'`,
        sql`${paymentAttempts.details}->>'milestoneId' = ${milestoneId}`,
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Marks the milestone Paid (when still Pending) and sets the order's paymentStatus from its milestones:
 * Paid when every one is, else Partially Paid. Answers the order as it now is. Every way an order gets
 * paid (the gateway, the owner's confirmation) comes through here, so an order that is now Paid gets its
 * GST tax invoice in the same transaction: a payment that rolls back takes no invoice number.
 */
export async function settleMilestone(db: Db, order: OrderRow, milestoneId: string, at: Date): Promise<OrderRow> {
  await db
    .update(paymentMilestones)
    .set({ status: 'Paid', paidAt: at })
    .where(and(eq(paymentMilestones.id, milestoneId), eq(paymentMilestones.orderId, order.id), eq(paymentMilestones.status, 'Pending')));
  const statuses = await db.select({ status: paymentMilestones.status }).from(paymentMilestones).where(eq(paymentMilestones.orderId, order.id));
  const paymentStatus = statuses.every((m) => m.status === 'Paid') ? 'Paid' : 'Partially Paid';
  const [updated] = await db.update(orders).set({ paymentStatus, updatedAt: at }).where(eq(orders.id, order.id)).returning();
  if (updated?.paymentStatus === 'Paid') await issueInvoice(db, updated, at);
  return updated ?? order;
}

/** Manual attempts of the business awaiting confirmation, oldest report first, with their order, milestone and customer. */
export async function listAwaitingManual(db: Db, businessId: string) {
  const rows = await db
    .select({ attempt: paymentAttempts, order: orders, customer: { name: customers.name, countryCode: customers.countryCode, phoneNumber: customers.phoneNumber } })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(customers, eq(customers.id, paymentAttempts.customerId))
    .where(and(eq(paymentAttempts.businessId, businessId), eq(paymentAttempts.status, 'created'), sql`${paymentAttempts.details}->>'kind' = 'manual'`))
    .orderBy(asc(paymentAttempts.updatedAt), asc(paymentAttempts.id));
  const milestoneIds = rows.map((r) => detailsOf(r.attempt).milestoneId);
  const milestones = milestoneIds.length
    ? await db.select().from(paymentMilestones).where(and(eq(paymentMilestones.businessId, businessId), inArray(paymentMilestones.id, milestoneIds)))
    : [];
  const byId = new Map(milestones.map((m) => [m.id, m]));
  return rows.flatMap((r) => {
    const milestone = byId.get(detailsOf(r.attempt).milestoneId);
    return milestone ? [{ ...r, milestone }] : [];
  });
}
