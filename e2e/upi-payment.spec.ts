import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchPage } from './support/api';
import { addBengaluruAddress, buyableProduct, type BuyableProduct } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { DESKTOP, logInWithCode, newPage, PHONE } from './support/shopper';
import { waitForLivePage } from './support/live-page';

const SCREENSHOT = "Please share the payment screenshot in the chat below";
const AWAITING = 'Payment submitted — awaiting confirmation';

/** Buy Now as a new shopper with a first address: the thread's 'Order Created' card offers Pay. Answers the widget, the Pay button and the shopper's phone. */
async function orderOne(page: Page, product: BuyableProduct): Promise<{ widget: Locator; pay: Locator; phone: string }> {
  const phone = freshPhoneNumber();
  const answer = await fetchPage('demo');
  // a phone opens the chat as a page of its own, a wider screen as a dialog over the page
  const onPhone = (page.viewportSize()?.width ?? 0) <= 768;
  const widget = onPhone ? page.locator('body') : page.getByRole('dialog', { name: answer.installedWidgets[0]!.settings.headerTitle });
  await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  // a visitor sees the order summary first, then logs in to check out
  await widget.getByRole('button', { name: 'Login to Checkout' }).click();
  await logInWithCode(widget, phone);
  await expect(widget.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await widget.getByRole('button', { name: 'Add address' }).click();
  await addBengaluruAddress(page);
  await widget.getByRole('button', { name: 'Create Order' }).click();
  const pay = widget.getByRole('log', { name: 'Messages' }).getByRole('button', { name: /^Pay ₹[\d,.]+ for order / });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  return { widget, pay, phone };
}

/** The order number and the rupees a Pay button names ('Pay ₹1,499 for order KHH-1003'). */
async function payLabel(pay: Locator): Promise<{ orderNumber: string; amount: string }> {
  const label = (await pay.getAttribute('aria-label')) ?? '';
  const match = /^Pay (₹[\d,.]+) for order (\S+)$/.exec(label);
  if (!match) throw new Error(`not a Pay label: "${label}"`);
  return { amount: match[1]!, orderNumber: match[2]! };
}

/** Pay → the UPI sheet (chosen among the business's ways to pay). */
async function openUpiSheet(page: Page, pay: Locator): Promise<Locator> {
  await pay.click();
  await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /Pay by UPI \/ QR/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Pay by UPI / QR' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The owner's list of payments awaiting confirmation, and the one of `orderNumber`. */
async function ownerPayment(owner: Page, orderNumber: string): Promise<Locator> {
  await owner.getByRole('button', { name: /^Payments/ }).click();
  return owner.getByRole('listitem', { name: new RegExp(`Payment for .*${orderNumber}`) });
}

test.describe('a shopper pays by UPI and follows the payment', () => {
  test('on a phone: the sheet shows the amount and payee with a UPI app first; after "I\'ve Made Payment" the order awaits confirmation with its UTR; the owner sees address, name and UTR, confirms, and the shopper sees Paid', async ({ browser }, info) => {
    test.setTimeout(180_000);
    const product = await buyableProduct();
    const page = await newPage(browser, PHONE);
    const errors = collectErrors(page);
    const { widget, pay, phone } = await orderOne(page, product);
    const { orderNumber, amount } = await payLabel(pay);
    const utr = `4${Date.now().toString().slice(-11)}`;

    const sheet = await openUpiSheet(page, pay);
    const due = sheet.getByLabel('Amount due');
    await expect(due).toContainText(amount);
    await expect(due).toContainText(`to Kaveri Handlooms for order ${orderNumber}`);
    const app = sheet.getByRole('link', { name: 'Pay with a UPI app' });
    await expect(app).toHaveAttribute('href', /^upi:\/\/pay\?pa=kaverihandlooms%40okaxis&pn=Kaveri\+Handlooms&am=[\d.]+&cu=INR$/);
    expect((await app.boundingBox())!.y).toBeLessThan((await sheet.getByRole('radiogroup', { name: 'Payment method' }).boundingBox())!.y);
    await page.screenshot({ path: info.outputPath('upi-sheet-390.png') });
    await sheet.getByRole('radio', { name: /UPI ID/ }).click();
    await sheet.getByLabel('UPI transaction reference (UTR), optional').fill(utr);
    await sheet.getByRole('button', { name: "I've Made Payment" }).click();

    // One toast, the spec's; the order now awaits the owner with the UTR, and offers no Pay.
    await expect(page.getByText(SCREENSHOT)).toBeVisible();
    await expect(page.getByText(/UTR \d{12} sent/)).toHaveCount(0);
    const thread = widget.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText(AWAITING)).toBeVisible();
    await expect(thread.getByText(`UTR ${utr}`)).toBeVisible();
    await expect(thread.getByRole('button', { name: new RegExp(`for order ${orderNumber}$`) })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('awaiting-thread-390.png') });
    await widget.getByRole('tab', { name: 'History' }).click();
    const card = widget.getByRole('article').filter({ hasText: orderNumber });
    await expect(card.getByText(AWAITING)).toBeVisible();
    await expect(card.getByText(`UTR ${utr}`)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

    // The owner's order panel: the delivery address, the name the shopper orders under, the UTR.
    const owner = await newPage(browser, DESKTOP);
    await loginOwner(owner, '/owner/inbox');
    await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
    const panel = owner.getByRole('complementary', { name: 'Customer' });
    await expect(panel.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    const order = panel.getByRole('listitem').filter({ hasText: orderNumber });
    await expect(order.getByRole('group', { name: `Delivery address of ${orderNumber}` })).toContainText('12, 4th Cross, Malleswaram');
    await expect(order.getByRole('group', { name: `Delivery address of ${orderNumber}` })).toContainText('560003');
    await expect(order).toContainText(`UTR ${utr}, awaiting your confirmation`);
    await owner.screenshot({ path: info.outputPath('owner-panel-1280.png') });

    const awaiting = await ownerPayment(owner, orderNumber);
    await expect(awaiting).toContainText(utr);
    await awaiting.getByRole('button', { name: /^Confirm payment/ }).click();
    await expect(awaiting).toHaveCount(0);

    // Live on the shopper's phone: Paid with the amount and the reference.
    await expect(card.getByText(`Paid ${amount}`)).toBeVisible();
    await expect(card.getByText(`Ref ${utr}`)).toBeVisible();
    await widget.getByRole('tab', { name: 'Chat' }).click();
    await expect(thread.getByText('Payment Received')).toBeVisible();
    await expect(thread.getByText(AWAITING)).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('paid-thread-390.png') });
    expect(errors).toEqual([]);
  });

  test("at 1280 px: a payment reported without a UTR and rejected by the owner brings Pay back with the owner's reason", async ({ browser }, info) => {
    test.setTimeout(180_000);
    const product = await buyableProduct();
    const page = await newPage(browser, DESKTOP);
    const errors = collectErrors(page);
    const { widget, pay } = await orderOne(page, product);
    const { orderNumber, amount } = await payLabel(pay);

    const sheet = await openUpiSheet(page, pay);
    await expect(sheet.getByRole('link', { name: 'Pay with a UPI app' })).toHaveCount(0);
    await sheet.getByRole('radio', { name: /Scan QR code/ }).click();
    await expect(sheet.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
    await page.screenshot({ path: info.outputPath('upi-sheet-1280.png') });
    await sheet.getByRole('button', { name: "I've Made Payment" }).click();
    await expect(page.getByText(SCREENSHOT)).toBeVisible();
    const thread = widget.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText(AWAITING)).toBeVisible();

    const owner = await newPage(browser, DESKTOP);
    await loginOwner(owner, '/owner/inbox');
    const reported = await ownerPayment(owner, orderNumber);
    await reported.getByRole('button', { name: /^Reject payment/ }).click();
    await reported.getByLabel(/Why is this payment not confirmed/).fill('The amount has not reached our account');
    await reported.getByRole('button', { name: 'Reject payment' }).click();
    await expect(reported).toHaveCount(0);

    await expect(thread.getByText('Not confirmed by the business: The amount has not reached our account').first()).toBeVisible();
    await expect(thread.getByRole('button', { name: `Pay ${amount} for order ${orderNumber}` })).toBeVisible();
    await expect(thread.getByText(AWAITING)).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('rejected-thread-1280.png') });
    expect(errors).toEqual([]);
  });
});
