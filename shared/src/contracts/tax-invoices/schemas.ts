import { z } from 'zod';
export * from './values';

/** A paid order's GST tax invoice, as the order's summary names it (its PDF comes from TAX_INVOICE_PATHS). */
export const invoiceSummarySchema = z.object({
  /** KHH/2026-27/0001: gap-free per business and financial year. */
  number: z.string(),
  /** ISO time. */
  issuedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
