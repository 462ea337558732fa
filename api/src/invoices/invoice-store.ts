import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, taxInvoices } from '../db/schema';
import type { TaxInvoiceRow } from './issue-invoice';

/**
 * The invoice of an order of the business; with `customerId`, only of that customer's own order, so
 * another customer's (or another business's) order is as good as unknown.
 */
export async function findOrderInvoice(db: Database, businessId: string, orderId: string, customerId?: string): Promise<TaxInvoiceRow | undefined> {
  const where = [eq(taxInvoices.businessId, businessId), eq(taxInvoices.orderId, orderId), eq(orders.businessId, businessId)];
  if (customerId) where.push(eq(orders.customerId, customerId));
  const [row] = await db
    .select({ invoice: taxInvoices })
    .from(taxInvoices)
    .innerJoin(orders, eq(orders.id, taxInvoices.orderId))
    .where(and(...where))
    .limit(1);
  return row?.invoice;
}
