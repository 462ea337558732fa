/**
 * The tax invoices contract's plain values (paths, texts): no zod, so the browser can use them before it
 * loads the schemas. A paid order's GST tax invoice is a PDF, downloaded by its customer or its business's owner.
 */

export const TAX_INVOICE_PATHS = {
  /** GET `?orderId=` with the customer's token: the invoice of one of their own orders. */
  customer: '/business_website/chat_widget/order_invoice',
  /** GET `?orderId=` with the owner's token: the invoice of an order of their business. */
  owner: '/business_website/owner/order/invoice',
} as const;

export const customerInvoicePath = (orderId: string) => `${TAX_INVOICE_PATHS.customer}?orderId=${encodeURIComponent(orderId)}`;
export const ownerInvoicePath = (orderId: string) => `${TAX_INVOICE_PATHS.owner}?orderId=${encodeURIComponent(orderId)}`;

/** The PDF's file name: the invoice number with its slashes as dashes (KHH-2026-27-0001.pdf). */
export const invoiceFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

export const TAX_INVOICE_TEXT = {
  download: 'Download invoice',
  downloading: 'Downloading…',
  failed: 'Could not download the invoice. Try again.',
  notFound: 'Invoice not found',
} as const;
