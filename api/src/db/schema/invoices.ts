import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '../../invoices/invoice-document';
import { businesses } from './business';
import { createdAt, id } from './columns';
import { orders } from './orders';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/**
 * The gap-free invoice series of a business in a financial year ('2026-27'): the last number given. The
 * row is updated inside the transaction that pays the order, so two payments take turns on it and a
 * rolled back one gives its number back. `prefix` is fixed by the year's first invoice.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    businessId: businessId(),
    financialYear: text('financial_year').notNull(),
    prefix: text('prefix').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_series_pk', columns: [t.businessId, t.financialYear] })],
);

/** A paid order's GST tax invoice: its number and, as issued, all the PDF prints. One per order. */
export const taxInvoices = pgTable(
  'tax_invoices',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tax_invoices_order_uq').on(t.orderId),
    uniqueIndex('tax_invoices_number_uq').on(t.businessId, t.invoiceNumber),
    uniqueIndex('tax_invoices_sequence_uq').on(t.businessId, t.financialYear, t.sequence),
  ],
);
