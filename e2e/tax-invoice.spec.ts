import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { amountInWords } from '../api/src/invoices/amount-in-words';
import { buyableProduct, buyNowAsNewShopper, reportUpiPayment } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { pdfText } from './support/pdf-text';
import { loginOwner } from './support/owner';
import { screenshot } from './support/screenshots';
import { DESKTOP, newPage, PHONE } from './support/shopper';

/** The PDF's text as poppler's pdftotext lays it out, one squeezed line per row. */
async function pdfRows(download: Download): Promise<{ rows: string[]; blocks: string[] }> {
  const text = await pdfText(download);
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return { rows: lines.map((line) => line.replace(/\s+/g, ' ')), blocks: lines.flatMap((line) => line.split(/\s{2,}/)) };
}

/** "2,360.00" → paise. */
const paiseOf = (figure: string) => Math.round(Number(figure.replace(/,/g, '')) * 100);

/** The figure after `label` in the owner's order totals ('CGST₹180.00'); null when it shows none ('ShippingFree'). */
async function totalOf(totals: Locator, label: string): Promise<string | null> {
  const text = (await totals.textContent()) ?? '';
  return new RegExp(`${label}₹([\\d,]+\\.\\d{2})`).exec(text)?.[1] ?? null;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('GST tax invoice', () => {
  test('on a phone: a shopper’s UPI order is confirmed paid by the owner; the shopper downloads its tax invoice from History and every figure matches the order', async ({ browser }) => {
    test.setTimeout(180_000);
    const product = await buyableProduct();
    const shopper = await newPage(browser, PHONE);
    const errors = collectErrors(shopper);
    const { thread, pay, orderNumber } = await buyNowAsNewShopper(shopper, 'demo', `/product-details?name=${encodeURIComponent(product.slug)}`);
    const utr = `4${Date.now().toString().slice(-11)}`;
    await reportUpiPayment(shopper, pay, utr);
    await expect(thread.getByText(`UTR ${utr}`)).toBeVisible();

    // the owner confirms the payment on the order's page: the order is Paid and has its invoice
    const owner: Page = await newPage(browser, DESKTOP);
    await loginOwner(owner, '/owner/orders');
    await owner.getByRole('row').filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
    await owner.getByRole('button', { name: /^Confirm payment of/ }).click();
    await expect(owner.getByRole('region', { name: 'Payments · Paid' })).toBeVisible();
    const invoiceNote = owner.getByText(/^Tax invoice [A-Z]{1,3}\/\d{4}-\d{2}\/\d{4}$/);
    await expect(invoiceNote).toBeVisible();
    const invoiceNumber = ((await invoiceNote.textContent()) ?? '').replace('Tax invoice ', '');
    const items = owner.getByRole('region', { name: 'Items' });
    const totals = items.getByLabel('Order totals');
    const figures = {
      cgst: await totalOf(totals, 'CGST'),
      sgst: await totalOf(totals, 'SGST'),
      igst: await totalOf(totals, 'IGST'),
      total: (await totalOf(totals, 'Total'))!,
      shipping: await totalOf(totals, 'Shipping'),
    };
    expect(figures.total).toBeTruthy();
    // the order's split by place of supply: CGST + SGST within a state, IGST across states
    const taxCells = figures.igst ? [figures.igst] : [figures.cgst!, figures.sgst!];
    expect(taxCells.every(Boolean)).toBe(true);
    const lineGst = /GST (\d+(?:\.\d+)?)% ₹([\d,]+\.\d{2})/.exec((await items.textContent()) ?? '');
    expect(lineGst).not.toBeNull();
    const [, rate, gst] = lineGst!;
    const [ownerDownload] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(ownerDownload.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);

    // the shopper's History offers the invoice of the paid order
    await expect(thread.getByText('Payment Received')).toBeVisible();
    await shopper.getByRole('tab', { name: 'History' }).click();
    const card = shopper.getByRole('article').filter({ hasText: orderNumber });
    const download = card.getByRole('button', { name: `Download invoice ${invoiceNumber} for order ${orderNumber}` });
    await expect(download).toBeVisible();
    await screenshot(shopper, 'tax-invoice-history');
    const [file] = await Promise.all([shopper.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);

    const { rows, blocks } = await pdfRows(file);
    expect(rows).toContain('Tax Invoice Invoice number');
    expect(blocks).toContain(invoiceNumber);
    expect(rows).toContain(`Order ${orderNumber}`);
    expect(rows).toContain('Place of supply Karnataka (29)');
    for (const expected of ['Kaveri Handlooms & Home', 'Meera Iyer', '12, 4th Cross, Malleswaram', 'Phone: +91 9845011111']) expect(blocks).toContain(expected);
    expect(blocks.some((b) => /Karnataka 560003$/.test(b))).toBe(true);

    // one line: the product, 1 unit, its taxable value, the rate, CGST + SGST or IGST as the order has them, its total
    const line = rows.find((row) => row.startsWith('1 '));
    const total = paiseOf(figures.total);
    const shipping = figures.shipping ? paiseOf(figures.shipping) : 0;
    const taxable = total - shipping - paiseOf(gst!);
    const money = (paise: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
    expect(line).toMatch(new RegExp(`1 pcs ${escaped(money(taxable))} ${escaped(rate!)}% ${taxCells.map(escaped).join(' ')} ${escaped(money(total - shipping))}$`));
    if (shipping > 0) expect(rows).toContain(`Shipping ₹${figures.shipping}`);
    expect(rows.join('\n')).toContain(product.name.split(' ')[0]!);
    expect(rows).toContain(`Taxable value ₹${money(taxable)}`);
    if (figures.igst) {
      expect(rows).toContain(`IGST ₹${figures.igst}`);
      expect(rows.some((row) => /^(CGST|SGST) ₹/.test(row))).toBe(false);
    } else {
      expect(rows).toContain(`CGST ₹${figures.cgst}`);
      expect(rows).toContain(`SGST ₹${figures.sgst}`);
      expect(rows.some((row) => row.startsWith('IGST ₹'))).toBe(false);
    }
    expect(rows).toContain(`Total ₹${figures.total}`);
    expect(taxCells.reduce((sum, cell) => sum + paiseOf(cell), 0)).toBe(paiseOf(gst!));
    expect(rows).toContain(amountInWords(total));
    expect(errors).toEqual([]);
  });
});
