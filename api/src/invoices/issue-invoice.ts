import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { customers, dispatchPoints, invoiceSeries, orderLines, products, taxInvoices, type orders } from '../db/schema';
import { readBusinessProfile } from '../repositories/business-profile';
import { buildInvoiceDocument } from './invoice-document';
import { financialYearOf, invoiceNumber, seriesPrefix } from './invoice-series';

/** A transaction (or the database): the invoice is issued in the payment's own. */
type Db = Pick<Database, 'select' | 'insert' | 'update'>;
type OrderRow = typeof orders.$inferSelect;
export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

/**
 * Takes the next number of the business's series for the year. The upsert creates the year's row with
 * number 1 or adds one to it, and holds the row's lock until the transaction ends: a second payment at
 * once waits for this one, then counts on from its number; a rolled back payment leaves the row as it
 * was, so no number is ever skipped.
 */
async function nextNumber(db: Db, businessId: string, financialYear: string, prefix: string): Promise<{ prefix: string; sequence: number }> {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ businessId, financialYear, prefix, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceSeries.businessId, invoiceSeries.financialYear], set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ prefix: invoiceSeries.prefix, sequence: invoiceSeries.lastNumber });
  if (!row) throw new Error('invoice series not updated');
  return row;
}

async function orderInvoice(db: Db, orderId: string): Promise<TaxInvoiceRow | undefined> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.orderId, orderId)).limit(1);
  return row;
}

/**
 * Issues the GST tax invoice of an order that became Paid, in the transaction that paid it (the caller
 * holds the order's row lock): the next number of the business's series for the financial year of `at`,
 * and the invoice as printed, from the order's stored figures, its products' HSN/SAC codes, the business
 * profile and the customer. An order that already has one keeps it (at most one invoice per order).
 */
export async function issueInvoice(db: Db, order: OrderRow, at: Date): Promise<TaxInvoiceRow> {
  const existing = await orderInvoice(db, order.id);
  if (existing) return existing;
  const profile = await readBusinessProfile(db as Database, order.businessId);
  if (!profile) throw new Error(`business ${order.businessId} not found`);
  const lines = await db
    .select({ line: orderLines, hsnCode: products.hsnCode })
    .from(orderLines)
    .leftJoin(products, and(eq(products.id, orderLines.itemId), eq(products.businessId, orderLines.businessId)))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const [customer] = await db
    .select({ name: customers.name, countryCode: customers.countryCode, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(and(eq(customers.id, order.customerId), eq(customers.businessId, order.businessId)))
    .limit(1);
  const [dispatchPoint] = order.dispatchPointId
    ? await db
        .select({ city: dispatchPoints.city, state: dispatchPoints.state })
        .from(dispatchPoints)
        .where(and(eq(dispatchPoints.id, order.dispatchPointId), eq(dispatchPoints.businessId, order.businessId)))
        .limit(1)
    : [];

  const financialYear = financialYearOf(at);
  const { prefix, sequence } = await nextNumber(db, order.businessId, financialYear, seriesPrefix(profile.businessName, order.orderNumber));
  const number = invoiceNumber(prefix, financialYear, sequence);
  const document = buildInvoiceDocument({
    invoiceNumber: number,
    issuedAt: at,
    order: { ...order, shipToAddress: order.shipToAddress ?? null, lines: lines.map(({ line, hsnCode }) => ({ ...line, hsnCode })) },
    seller: { legalName: profile.businessName, address: profile.address, gstin: profile.gstin, phone: profile.contactPhone },
    buyer: customer ?? { name: '', countryCode: '', phoneNumber: '' },
    dispatchPoint: dispatchPoint ?? null,
  });
  const [row] = await db
    .insert(taxInvoices)
    .values({ id: newId(), businessId: order.businessId, orderId: order.id, invoiceNumber: number, financialYear, sequence, issuedAt: at, document })
    .returning();
  if (!row) throw new Error('tax invoice not stored');
  return row;
}
