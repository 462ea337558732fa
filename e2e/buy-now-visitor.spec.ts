import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchPage } from './support/api';
import { addBengaluruAddress, buyableProduct } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { waitForLivePage } from './support/live-page';
import { freshPhoneNumber } from './support/login-code';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP, logInWithCode, newPage, PHONE } from './support/shopper';

/**
 * The price the product page shows for one ('₹292.95'), read where the shopper reads it: the chat shows
 * the same figure, paise included.
 */
async function pagePrice(page: Page): Promise<string> {
  const text = (await page.getByText(/^Price:/).first().locator('xpath=..').textContent()) ?? '';
  const price = /₹[\d,]+(\.\d+)?/.exec(text)?.[0];
  if (!price) throw new Error(`no price in "${text}"`);
  return price;
}

/** The chat as the width shows it: the full-screen /chat page on a phone, the floating panel on a desktop. */
function chatOf(page: Page, title: string, phone: boolean): Locator {
  return phone ? page.getByRole('region', { name: title }) : page.getByRole('dialog', { name: title });
}

for (const [layout, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`Buy Now as a visitor on a ${layout} shows the item and its price, then after login the server's total; a new address is the delivery address at once`, async ({ browser }) => {
    test.setTimeout(120_000);
    const answer = await fetchPage('demo');
    const product = await buyableProduct();
    const page = await newPage(browser, viewport);
    const errors = collectErrors(page);
    const chat = chatOf(page, answer.installedWidgets[0]!.settings.headerTitle, layout === 'phone');

    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
    await waitForLivePage(page);
    const price = await pagePrice(page);
    await page.getByRole('button', { name: 'Buy Now' }).first().click();

    // The visitor's order summary: the item, its price as the product page showed it, the total after login.
    await expect(chat.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(chat.getByText(product.name, { exact: true })).toBeVisible();
    const details = chat.getByLabel('Price details');
    await expect(details).toContainText(`Item total${price}`);
    await expect(details).toContainText('Order totalAfter login');
    await expect(chat.getByRole('button', { name: /Create Order|Delivery Address Required/ })).toHaveCount(0);
    await screenshot(page, 'buy-now-visitor');

    // Login to Checkout, the code, and back to the same item with the server's totals.
    await chat.getByRole('button', { name: 'Login to Checkout' }).click();
    await logInWithCode(chat, freshPhoneNumber());
    await expect(chat.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(chat.getByText(product.name, { exact: true })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Delivery Address Required' })).toBeDisabled();
    const totals = chat.getByLabel('Order totals');
    await expect(totals).toContainText('Items (incl. GST)');

    // A new address saved in the checkout is the delivery address, with no Confirm Address step.
    await chat.getByRole('button', { name: 'Add address' }).click();
    await addBengaluruAddress(page);
    await expect(page.getByRole('dialog', { name: /Address/ })).toHaveCount(0);
    await expect(chat.getByRole('region', { name: 'Delivery address' })).toContainText('Meera Iyer');
    await expect(chat.getByRole('button', { name: 'Create Order' })).toBeEnabled();
    await expect(totals).toContainText('Total');
    await screenshot(page, 'buy-now-after-login');
    expect(errors).toEqual([]);
  });
}
