import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document';
import { INVOICE_FONTS } from './invoice-fonts';

/** Indian grouping, two decimals: 1,23,456.50. */
const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatPaise = (paise: number) => amountFormat.format(paise / 100);
export const formatRupees = (paise: number) => `₹${formatPaise(paise)}`;
/** 18 → "18%", 2.5 → "2.5%". */
export const formatRate = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** Dates as India reads them, in India time: 27 Nov 2026. */
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const formatInvoiceDate = (iso: string) => dateFormat.format(new Date(iso));

const PAGE = { size: 'A4' as const, margin: 36 };
const WIDTH = 595.28 - PAGE.margin * 2;
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

/** Why the tax is split as it is: the states the goods went between, where the invoice knows both. */
export function supplyNote(doc: Pick<InvoiceDocument, 'supply' | 'dispatchedFrom' | 'placeOfSupply'>): string {
  const route = doc.dispatchedFrom && doc.placeOfSupply ? ` (dispatched from ${doc.dispatchedFrom} to ${doc.placeOfSupply})` : '';
  return doc.supply === 'intra-state'
    ? `Supply within the state${route}: CGST and SGST, half the GST rate each.`
    : `Supply between states${route}: IGST at the GST rate.`;
}

/** The table's columns: CGST and SGST within a state, IGST across states. */
function columnsOf(doc: InvoiceDocument): Column[] {
  const tax: Column[] =
    doc.supply === 'intra-state'
      ? [
          { title: 'CGST', width: 58, align: 'right', cell: (l) => formatPaise(l.cgstPaise) },
          { title: 'SGST', width: 58, align: 'right', cell: (l) => formatPaise(l.sgstPaise) },
        ]
      : [{ title: 'IGST', width: 116, align: 'right', cell: (l) => formatPaise(l.igstPaise) }];
  return [
    { title: '#', width: 16, align: 'left', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 128, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 52, align: 'left', cell: (l) => (l.hsnCode ? `${l.codeKind} ${l.hsnCode}` : '—') },
    { title: 'Qty', width: 44, align: 'right', cell: (l) => `${l.quantity} ${l.quantityUnit}` },
    { title: 'Taxable value', width: 66, align: 'right', cell: (l) => formatPaise(l.taxableValuePaise) },
    { title: 'GST rate', width: 36, align: 'right', cell: (l) => formatRate(l.ratePercent) },
    ...tax,
    { title: 'Total', width: WIDTH - 16 - 128 - 52 - 44 - 66 - 36 - 116, align: 'right', cell: (l) => formatPaise(l.totalPaise) },
  ];
}

function party(pdf: PDFKit.PDFDocument, title: string, who: InvoiceParty, x: number, y: number, width: number): number {
  pdf.font('bold').fontSize(8).fillColor(MUTED).text(title, x, y, { width });
  pdf.font('bold').fontSize(10).fillColor(INK).text(who.name, { width });
  pdf.font('regular').fontSize(9);
  for (const line of who.addressLines) pdf.text(line, { width });
  if (who.state) pdf.text(`State: ${who.state}`, { width });
  if (who.gstin) pdf.text(`GSTIN: ${who.gstin}`, { width });
  if (who.phone) pdf.text(`Phone: ${who.phone}`, { width });
  return pdf.y;
}

function table(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const columns = columnsOf(doc);
  const row = (cells: string[], y: number, font: 'regular' | 'bold') => {
    let x = PAGE.margin;
    let bottom = y;
    pdf.font(font).fontSize(8).fillColor(INK);
    cells.forEach((text, i) => {
      const column = columns[i]!;
      pdf.text(text, x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    return bottom + 4;
  };
  const rule = (y: number) => pdf.moveTo(PAGE.margin, y).lineTo(PAGE.margin + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  let y = row(columns.map((c) => c.title), top, 'bold');
  rule(y - 2);
  doc.lines.forEach((line, index) => {
    if (y > 760) {
      pdf.addPage();
      y = PAGE.margin;
    }
    y = row(columns.map((c) => c.cell(line, index)), y + 2, 'regular');
    rule(y - 2);
  });
  return y;
}

function totals(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, top: number): number {
  const t = doc.totals;
  const rows: [string, string][] = [
    ['Taxable value', formatRupees(t.taxableValuePaise)],
    ...(doc.supply === 'intra-state'
      ? ([
          ['CGST', formatRupees(t.cgstPaise)],
          ['SGST', formatRupees(t.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', formatRupees(t.igstPaise)]] as [string, string][])),
    ...(t.shippingPaise > 0 ? ([['Shipping', formatRupees(t.shippingPaise)]] as [string, string][]) : []),
  ];
  const labelX = PAGE.margin + WIDTH - 230;
  let y = top + 6;
  pdf.font('regular').fontSize(9).fillColor(INK);
  for (const [label, value] of rows) {
    pdf.text(label, labelX, y, { width: 120 });
    pdf.text(value, labelX + 120, y, { width: 110, align: 'right' });
    y = pdf.y + 2;
  }
  pdf.font('bold').fontSize(11);
  pdf.text('Total', labelX, y + 2, { width: 120 });
  pdf.text(formatRupees(t.grandTotalPaise), labelX + 120, y + 2, { width: 110, align: 'right' });
  y = pdf.y + 8;
  pdf.font('regular').fontSize(9).fillColor(MUTED).text('Amount in words', PAGE.margin, y, { width: WIDTH });
  pdf.font('bold').fillColor(INK).text(doc.amountInWords, { width: WIDTH });
  return pdf.y;
}

/**
 * The invoice as an A4 PDF with its fonts embedded, streamed as it is written. Everything printed comes
 * from the stored document: the PDF of an invoice reads the same every time it is downloaded.
 */
export function invoicePdf(doc: InvoiceDocument): PDFKit.PDFDocument {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    font: INVOICE_FONTS.regular,
    lang: 'en-IN',
    info: { Title: `Tax invoice ${doc.invoiceNumber}`, Author: doc.seller.name, Subject: `Order ${doc.orderNumber}` },
  });
  pdf.registerFont('regular', INVOICE_FONTS.regular);
  pdf.registerFont('bold', INVOICE_FONTS.bold);

  pdf.font('bold').fontSize(16).fillColor(INK).text('Tax Invoice', PAGE.margin, PAGE.margin, { width: WIDTH });
  pdf.font('regular').fontSize(9).fillColor(MUTED);
  const metaTop = PAGE.margin;
  const metaX = PAGE.margin + WIDTH - 220;
  const meta: [string, string][] = [
    ['Invoice number', doc.invoiceNumber],
    ['Invoice date', formatInvoiceDate(doc.issuedAt)],
    ['Order', doc.orderNumber],
    ['Order date', formatInvoiceDate(doc.orderDate)],
    ['Place of supply', doc.placeOfSupply || '—'],
    ...(doc.dispatchedFrom ? ([['Dispatched from', doc.dispatchedFrom]] as [string, string][]) : []),
  ];
  let y = metaTop;
  for (const [label, value] of meta) {
    pdf.font('regular').fillColor(MUTED).text(label, metaX, y, { width: 90 });
    pdf.font('bold').fillColor(INK).text(value, metaX + 90, y, { width: 130, align: 'right' });
    y = pdf.y + 1;
  }
  const partiesTop = Math.max(y, PAGE.margin + 30) + 12;
  const half = WIDTH / 2 - 10;
  const sellerBottom = party(pdf, 'SOLD BY', doc.seller, PAGE.margin, partiesTop, half);
  const buyerBottom = party(pdf, 'BILL TO / SHIP TO', doc.buyer, PAGE.margin + WIDTH / 2 + 10, partiesTop, half);
  const tableBottom = table(pdf, doc, Math.max(sellerBottom, buyerBottom) + 16);
  const wordsBottom = totals(pdf, doc, tableBottom);
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      supplyNote(doc),
      PAGE.margin,
      wordsBottom + 16,
      { width: WIDTH },
    )
    .text('Prices are as charged on the order; this is a computer-generated invoice and needs no signature.', { width: WIDTH });
  pdf.end();
  return pdf;
}
