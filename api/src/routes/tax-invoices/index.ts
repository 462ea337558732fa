import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf, ownerOf } from '../../auth/auth-plugin';
import { idSchema, invoiceFileName, TAX_INVOICE_PATHS, TAX_INVOICE_TEXT } from '../../contracts';
import { AppError } from '../../errors';
import { findOrderInvoice } from '../../invoices/invoice-store';
import { invoicePdf } from '../../invoices/invoice-pdf';
import type { TaxInvoiceRow } from '../../invoices/issue-invoice';
import { CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { errorAnswers } from '../error-answers';
import { OWNER_ROUTE_ERRORS } from '../inbox/inbox-customer';

const invoiceNotFound = () => AppError.notFound('ORDER_NOT_FOUND', TAX_INVOICE_TEXT.notFound);
const querystring = z.strictObject({ orderId: idSchema });
const TAGS = { tags: ['tax invoices'], security: [{ bearerAuth: [] }], querystring, produces: ['application/pdf'] };
const WHAT =
  "The order's GST tax invoice as a PDF (application/pdf, an attachment named for the invoice number, e.g. KHH-2026-27-0001.pdf): " +
  "the business's legal name, address and GSTIN, the invoice number of its gap-free series for the financial year, the customer's name " +
  'and address, each line with its HSN/SAC code, quantity, taxable value, GST rate and CGST + SGST or IGST by place of supply, the ' +
  'totals in figures and in words. An order has one once it is Paid. ';
const PDF_ANSWER = { 200: z.any().describe('application/pdf') };

/** Streams the stored invoice as its PDF. */
function sendPdf(reply: FastifyReply, invoice: TaxInvoiceRow) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`)
    .header('cache-control', 'private, no-store')
    .send(invoicePdf(invoice.document));
}

/** A paid order's tax invoice: the customer's own, or any of the owner's business's. */
export const taxInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TAX_INVOICE_PATHS.customer,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...TAGS,
        summary: "The tax invoice of the customer's own order",
        description: `${WHAT}404 ORDER_NOT_FOUND for an order that is not the customer's own or has no invoice yet. ${CUSTOMER_ROUTE_ERRORS}`,
        response: { ...PDF_ANSWER, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const me = customerOf(request);
      const invoice = await findOrderInvoice(app.db, me.businessId, request.query.orderId.toLowerCase(), me.customerId);
      if (!invoice) throw invoiceNotFound();
      return sendPdf(reply, invoice);
    },
  );

  app.get(
    TAX_INVOICE_PATHS.owner,
    {
      onRequest: app.requireOwner,
      schema: {
        ...TAGS,
        summary: 'The tax invoice of an order of the business',
        description: `${WHAT}404 ORDER_NOT_FOUND for an order not of the owner's business or with no invoice yet. ${OWNER_ROUTE_ERRORS}`,
        response: { ...PDF_ANSWER, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { businessId } = ownerOf(request);
      const invoice = await findOrderInvoice(app.db, businessId, request.query.orderId.toLowerCase());
      if (!invoice) throw invoiceNotFound();
      return sendPdf(reply, invoice);
    },
  );
};
