import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildInvoiceDocument } from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import { cells, pdfText, squeezed } from './invoice-test-kit';

const run = promisify(execFile);

async function bytesOf(pdf: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const document = buildInvoiceDocument({
  invoiceNumber: 'KHH/2026-27/0009',
  issuedAt: new Date('2027-03-31T18:29:00Z'),
  order: {
    orderNumber: 'KHH-1042',
    createdAt: new Date('2027-03-30T09:00:00+05:30'),
    totalGstPaise: 1_44_000_00,
    cgstPaise: 72_000_00,
    sgstPaise: 72_000_00,
    igstPaise: 0,
    shippingCostPaise: 0,
    finalAmountPaise: 9_44_000_00,
    shipToAddress: { fullName: 'राम कुमार', countryCode: '+91', phone: '9876543210', addressLine1: 'गली नंबर 4, करोल बाग', addressLine2: '', city: 'New Delhi', state: 'Delhi', pincode: '110005' },
    lines: [{ description: 'Kanjivaram silk saree (रेशमी साड़ी)', type: 'catalog-product', quantity: 8, quantityUnit: 'pcs', unitPricePaise: 1_00_000_00, gstPercentage: 18, gstAmountPaise: 1_44_000_00, amountPaise: 9_44_000_00, hsnCode: '5007' }],
  },
  seller: { legalName: 'Kaveri Handloom House', address: { addressLine: 'Chickpet', city: 'Bengaluru', state: 'Karnataka', pincode: '560053' }, gstin: '29AAGCB7383J1Z4', phone: '' },
  buyer: { name: '', countryCode: '+91', phoneNumber: '9876543210' },
});

describe('the invoice PDF', () => {
  it('prints Hindi, the rupee sign and lakh-grouped figures in its embedded fonts', async () => {
    const pdf = await bytesOf(invoicePdf(document));
    const text = await pdfText(pdf);
    expect(cells(text)).toEqual(expect.arrayContaining(['राम कुमार', 'गली नंबर 4, करोल बाग', 'New Delhi, Delhi 110005', 'Place of supply', 'Delhi (07)']));
    expect(text).toContain('(रेशमी साड़ी)');
    const rows = squeezed(text);
    expect(rows).toContain('Taxable value ₹8,00,000.00');
    expect(rows).toContain('CGST ₹72,000.00');
    expect(rows).toContain('Total ₹9,44,000.00');
    expect(rows).toContain('Nine lakh forty-four thousand rupees only');
    // issued at 23:59 on 31 March in India: dated so, in the year that ends then
    expect(text).toContain('31 Mar 2027');

    const dir = await mkdtemp(join(tmpdir(), 'invoice-pdf-'));
    try {
      await writeFile(join(dir, 'invoice.pdf'), pdf);
      const fonts = (await run('pdffonts', [join(dir, 'invoice.pdf')], { encoding: 'utf8' })).stdout;
      const rowsOfFonts = fonts.split('\n').slice(2).filter(Boolean);
      expect(rowsOfFonts.length).toBeGreaterThan(0);
      // every font is Noto Sans, embedded (emb), subset (sub) and mapped back to Unicode (uni)
      for (const row of rowsOfFonts) expect(row).toMatch(/\+NotoSans-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
