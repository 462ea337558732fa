import { expect, test, type Page } from '@playwright/test';
import { buyableProduct, buyNowAsNewShopper } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { readCashOnDeliveryCode } from './support/login-code';
import { pdfText } from './support/pdf-text';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { newPage, PHONE } from './support/shopper';

/** The owner's payment settings on a phone: cash on delivery on (limit 1,00,000 rupees, above any demo order) or off. */
async function setCashOnDelivery(owner: Page, enabled: boolean): Promise<void> {
  await owner.goto(siteUrl('demo', '/owner/payments'));
  const form = owner.getByRole('form', { name: 'Cash on delivery' });
  const offer = form.getByLabel('Offer cash on delivery');
  await expect(offer).toBeVisible();
  if ((await offer.isChecked()) !== enabled) await offer.click();
  if (enabled) await form.getByLabel('Order limit (₹)').fill('100000');
  await form.getByRole('button', { name: 'Save cash on delivery' }).click();
  await expect(form.getByRole('status')).toHaveText('Cash on delivery saved');
  await expect(form.getByTestId('cod-status')).toHaveText(enabled ? 'Offered for orders up to ₹1,00,000.' : 'Not offered.');
}

test.describe('cash on delivery', () => {
  test('on a phone: the owner offers it, a shopper confirms an order with a code sent to their phone and sees what to pay at the door; the owner marks it Collected and the shopper sees it Paid', async ({ browser }) => {
    test.setTimeout(180_000);
    // The demo seed leaves cash on delivery off: the owner turns it on, as a shop does, and off again at the end.
    const owner = await newPage(browser, PHONE);
    const ownerErrors = collectErrors(owner);
    await loginOwner(owner, '/owner/payments');
    await setCashOnDelivery(owner, true);
    await screenshot(owner, 'cod-settings');

    try {
      // A new shopper buys one product and creates the order.
      const product = await buyableProduct();
      const page = await newPage(browser, PHONE);
      const errors = collectErrors(page);
      const { pay, thread, orderNumber, phoneNumber: phone } = await buyNowAsNewShopper(page, 'demo', `/product-details?name=${encodeURIComponent(product.slug)}`);
      const widget = page.locator('body');
      const [, amount = ''] = /^Pay (₹[\d,.]+) for order /.exec((await pay.getAttribute('aria-label')) ?? '') ?? [];
      const codText = `Cash on delivery — pay ${amount} on delivery`;

      // Cash on delivery beside the other ways to pay; choosing it sends a code to the shopper's phone.
      await pay.click();
      await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /^Cash on delivery/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Cash on delivery' });
      await expect(sheet.getByLabel('Amount due')).toContainText(codText);
      await expect(sheet.getByText(new RegExp(`We sent a code to \\+91 \\*+${phone.slice(-4)}`))).toBeVisible();
      await screenshot(page, 'cod-code-sheet');
      await sheet.getByLabel('Code from the SMS').fill(await readCashOnDeliveryCode(phone));
      await sheet.getByRole('button', { name: 'Confirm cash on delivery' }).click();
      await expect(sheet).toHaveCount(0);

      // The chat says what to pay at the door, and offers no Pay; History says it too.
      await expect(thread.getByText(codText).first()).toBeVisible();
      await expect(thread.getByRole('button', { name: new RegExp(`for order ${orderNumber}$`) })).toHaveCount(0);
      await screenshot(page, 'cod-thread');
      await widget.getByRole('tab', { name: 'History' }).click();
      const card = widget.getByRole('article').filter({ hasText: orderNumber });
      await expect(card.getByText(codText)).toBeVisible();
      await expect(card.getByText('Cash on delivery', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

      // The owner, on a phone, opens the order and marks the cash Collected.
      await owner.goto(siteUrl('demo', '/owner/orders'));
      await owner.getByRole('link', { name: new RegExp(`^Order ${orderNumber} of`) }).click();
      await expect(owner.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
      const cod = owner.getByRole('group', { name: 'Cash on delivery' });
      await expect(cod).toContainText('Cash on delivery — pay ₹');
      await screenshot(owner, 'cod-owner-order');
      await cod.getByRole('button', { name: 'Collected' }).click();
      await expect(owner.getByRole('region', { name: 'Payments · Paid' })).toBeVisible();
      await expect(cod).toContainText('Cash on delivery: collected.');

      // Collected means paid: the order has its tax invoice, for the amount collected.
      const invoiceNote = owner.getByText(/^Tax invoice [A-Z]{1,3}\/\d{4}-\d{2}\/\d{4}$/);
      await expect(invoiceNote).toBeVisible();
      const invoiceNumber = ((await invoiceNote.textContent()) ?? '').replace('Tax invoice ', '');
      const [invoice] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('button', { name: 'Download invoice' }).click()]);
      const invoiceText = await pdfText(invoice);
      expect(invoiceText).toContain(invoiceNumber);
      expect(invoiceText).toContain(orderNumber);
      // what the chat said to collect is the invoice's total, to the paisa (₹292.95, never rounded to ₹293)
      const invoiceTotal = Number(/Total\s+₹([\d,]+\.\d{2})/.exec(invoiceText)?.[1]?.replace(/,/g, '') ?? NaN);
      expect(invoiceTotal).toBe(Number(amount.slice(1).replace(/,/g, '')));

      // Live on the shopper's phone: the milestone Paid, and 'Payment Received' in the chat.
      await expect(card.getByText(`Paid ${amount}`)).toBeVisible();
      await expect(card.getByText(codText)).toHaveCount(0);
      await widget.getByRole('tab', { name: 'Chat' }).click();
      await expect(thread.getByText('Payment Received')).toBeVisible();
      await screenshot(page, 'cod-paid-thread');
      expect(errors).toEqual([]);
    } finally {
      await setCashOnDelivery(owner, false);
    }
    expect(ownerErrors).toEqual([]);
  });
});
