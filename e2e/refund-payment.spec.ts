import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchPage } from './support/api';
import { addBengaluruAddress, buyableProduct } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { loginOwner } from './support/owner';
import { E2E_PORTS, siteUrl } from './support/ports';
import { logInWithCode, newPage } from './support/shopper';
import { waitForLivePage } from './support/live-page';

/** What the shopper reads when a payment the gateway took pays nothing because the order was cancelled. */
const REFUNDED_TO_YOU = 'This order is Cancelled and can no longer be paid, so your payment will be refunded to you.';
const INITIALISE = '/business_website/chat_widget/payment/initialise';

/** Buy Now as a new shopper with a first address, on a desktop page: answers the chat dialog and its Pay button. */
async function orderOne(page: Page): Promise<{ widget: Locator; pay: Locator }> {
  const product = await buyableProduct();
  const answer = await fetchPage('demo');
  const widget = page.getByRole('dialog', { name: answer.installedWidgets[0]!.settings.headerTitle });
  await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  await widget.getByRole('button', { name: 'Login to Checkout' }).click();
  await logInWithCode(widget, freshPhoneNumber());
  await expect(widget.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await widget.getByRole('button', { name: 'Add address' }).click();
  await addBengaluruAddress(page);
  await widget.getByRole('button', { name: 'Create Order' }).click();
  const pay = widget.getByRole('log', { name: 'Messages' }).getByRole('button', { name: /^Pay ₹[\d,.]+ for order / });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  return { widget, pay };
}

/** Cancels the order as the shopper, through the API with the shopper's own token (the payment window covers the page). */
async function cancelAsShopper(authorization: string, body: { orderId: string; customerId: string }): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/business_website/chat_widget/cancel_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ mode: 'product', ...body }),
  });
  expect(response.status).toBe(200);
}

test.describe('a payment taken after the order was cancelled is refunded by the owner', () => {
  test('the shopper pays in the sandbox after cancelling, reads that the money comes back; the owner sees it to refund, refunds it and sees it refunded', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser);
    const errors = collectErrors(page);
    const { pay } = await orderOne(page);
    const orderNumber = /for order (\S+)$/.exec((await pay.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(orderNumber).not.toBe('');

    // The shopper opens the sandbox's window; the order is cancelled while it is open, then Approve takes the money.
    const initialise = page.waitForRequest((r) => r.url().endsWith(INITIALISE));
    await pay.click();
    await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /Cards, UPI & Netbanking \(sandbox\)/ }).click();
    const init = await initialise;
    const gateway = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    await expect(gateway.getByRole('button', { name: 'Approve' })).toBeVisible();
    const { orderId, customerId } = init.postDataJSON() as { orderId: string; customerId: string };
    await cancelAsShopper((await init.allHeaders()).authorization ?? '', { orderId, customerId });
    await gateway.getByRole('button', { name: 'Approve' }).click();
    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(failed.getByText(REFUNDED_TO_YOU)).toBeVisible();

    // The owner's Payments view lists it to refund; Refund returns it through the sandbox.
    const owner = await newPage(browser);
    await loginOwner(owner, '/owner/inbox');
    await owner.getByRole('button', { name: /^Payments/ }).click();
    const toRefund = owner.getByRole('region', { name: 'Payments to refund' }).getByRole('listitem', { name: new RegExp(`Payment to refund for ${orderNumber} `) });
    await expect(toRefund).toContainText('Paid after the order could no longer be paid');
    await expect(toRefund).toContainText('To refund');
    await toRefund.getByRole('button', { name: /^Refund payment for / }).click();
    await expect(toRefund).toContainText(/Refunded · rfnd_[A-Za-z0-9]{14}/);
    await expect(toRefund.getByRole('button')).toHaveCount(0);

    // Seen again after a reload: the state is the server's.
    await owner.reload();
    await owner.getByRole('button', { name: /^Payments/ }).click();
    await expect(toRefund).toContainText(/Refunded · rfnd_/);
    // The refused verification is the one failed request the browser reports.
    expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });
});
