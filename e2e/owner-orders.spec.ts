import { expect, test, type Locator, type Page } from '@playwright/test';
import { addBengaluruAddress, buyableProduct } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { waitForLivePage } from './support/live-page';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP, logInWithCode, newPage, PHONE } from './support/shopper';

/** A shopper on a phone buys one product and reports a UPI payment with its UTR; answers the chat thread and the order number. */
async function orderAndReportUpi(page: Page, utr: string): Promise<{ thread: Locator; orderNumber: string }> {
  const product = await buyableProduct();
  await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  // a phone opens the chat as a page of its own
  const widget = page.locator('body');
  await widget.getByRole('button', { name: 'Login to Checkout' }).click();
  await logInWithCode(widget, freshPhoneNumber());
  await widget.getByRole('button', { name: 'Add address' }).click();
  await addBengaluruAddress(page);
  await widget.getByRole('button', { name: 'Create Order' }).click();
  const thread = widget.getByRole('log', { name: 'Messages' });
  const pay = thread.getByRole('button', { name: /^Pay ₹[\d,]+ for order / });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  const orderNumber = /for order (\S+)$/.exec((await pay.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await pay.click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /Pay by UPI \/ QR/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay by UPI / QR' });
  await sheet.getByRole('radio', { name: /UPI ID/ }).click();
  await sheet.getByLabel('UPI transaction reference (UTR), optional').fill(utr);
  await sheet.getByRole('button', { name: "I've Made Payment" }).click();
  await expect(thread.getByText(`UTR ${utr}`)).toBeVisible();
  return { thread, orderNumber };
}

test.describe("the owner's orders", () => {
  test('the owner finds a UPI order in /owner/orders, confirms the payment, marks it Packed and Shipped with a tracking number; the shopper sees each stage in the chat', async ({ browser }) => {
    test.setTimeout(180_000);
    const shopper = await newPage(browser, PHONE);
    const utr = `4${Date.now().toString().slice(-11)}`;
    const { thread, orderNumber } = await orderAndReportUpi(shopper, utr);

    const owner = await newPage(browser, DESKTOP);
    const errors = collectErrors(owner);
    await loginOwner(owner, '/owner/orders');
    await expect(owner.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const row = owner.getByRole('row').filter({ hasText: orderNumber });
    await expect(row).toContainText('UPI to confirm');
    await screenshot(owner, 'owner-orders-list');
    await owner.getByLabel('Payment').selectOption('Pending');
    await owner.getByRole('button', { name: 'Apply' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: orderNumber }).click();
    await expect(owner).toHaveURL(new RegExp('/owner/orders/[0-9a-f]{24}$'));
    await expect(owner.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Customer' })).toContainText('560003');
    await screenshot(owner, 'owner-order-page');

    await owner.getByRole('button', { name: /^Confirm payment of/ }).click();
    await expect(owner.getByRole('region', { name: 'Payments · Paid' })).toBeVisible();
    await owner.getByRole('button', { name: 'Mark Confirmed' }).click();
    await owner.getByRole('button', { name: 'Mark Packed' }).click();
    const ship = owner.getByRole('form', { name: 'Mark Shipped' });
    await ship.getByLabel('Courier').fill('Delhivery');
    await ship.getByLabel('Tracking number').fill('DL1234567890');
    await ship.getByRole('button', { name: 'Mark Shipped' }).click();
    const stages = owner.getByRole('region', { name: 'Stages' });
    await expect(stages).toContainText('Shipped with Delhivery, tracking number DL1234567890');
    await screenshot(owner, 'owner-order-shipped');

    // the shopper hears of each stage in the chat
    for (const line of ['Payment Received', 'Order Updated: Confirmed completed', 'Order Updated: Packed completed', 'Order Shipped with Delhivery, tracking number DL1234567890']) {
      await expect(thread.getByText(line)).toBeVisible();
    }
    await screenshot(shopper, 'shopper-shipped-thread');

    // on the owner's phone: cards, and the order page in one column
    const phoneOwner = await newPage(browser, PHONE);
    await loginOwner(phoneOwner, '/owner/orders');
    const card = phoneOwner.getByRole('link', { name: new RegExp(`^Order ${orderNumber} of`) });
    await expect(card).toContainText('Shipped');
    await screenshot(phoneOwner, 'owner-orders-list');
    await card.click();
    await expect(phoneOwner.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await screenshot(phoneOwner, 'owner-order-page');
    expect(errors).toEqual([]);
  });
});
