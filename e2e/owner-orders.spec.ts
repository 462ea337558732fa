import { expect, test, type Locator, type Page } from '@playwright/test';
import { buyableProduct, buyNowAsNewShopper, reportUpiPayment } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { loginOwner } from './support/owner';
import { screenshot } from './support/screenshots';
import { DESKTOP, newPage, PHONE } from './support/shopper';

/** A shopper on a phone buys one product and reports a UPI payment with its UTR; answers the chat thread and the order number. */
async function orderAndReportUpi(page: Page, utr: string): Promise<{ thread: Locator; orderNumber: string }> {
  const product = await buyableProduct();
  const { thread, pay, orderNumber } = await buyNowAsNewShopper(page, 'demo', `/product-details?name=${encodeURIComponent(product.slug)}`);
  await reportUpiPayment(page, pay, utr);
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
