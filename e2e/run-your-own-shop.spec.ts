import { expect, test, type Locator, type Page } from '@playwright/test';
import { buyNowAsNewShopper, reportUpiPayment } from './support/checkout-steps';
import { readConfirmationToken } from './support/confirmation-link';
import { collectErrors } from './support/console-errors';
import { drawnPhoto } from './support/drawn-photo';
import { E2E_PORTS, siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP, newPage, PHONE } from './support/shopper';

/**
 * A business runs its own shop with no seed script: it signs up, confirms its e-mail from the log, sets
 * where UPI payments go, switches its chat on, adds a product with a photo and two variants and
 * publishes it; a shopper on the new subdomain finds it, orders and pays by UPI to that ID; the owner
 * confirms the payment in /owner/orders and ships it with a tracking number; the shopper sees each stage
 * in the chat.
 */

const tag = Date.now().toString(36);
const shop = {
  name: 'Asha Rao',
  business: 'Asha Bakes',
  subdomain: `asha-${tag}`,
  email: `asha-${tag}@example.in`,
  password: 'a-long-password-1',
  upiId: `ashabakes${tag}@okicici`,
  product: `Millet Cookie Tin ${tag}`,
};

/** Sign-up on a phone, the reserved-word refusal on the way, then the confirmation link from the API's log. */
async function signUpAndConfirm(page: Page): Promise<void> {
  await page.goto(`http://localhost:${E2E_PORTS.host}/owner/signup`);
  await page.getByLabel('Your name').fill(shop.name);
  await page.getByLabel('Business name').fill(shop.business);
  await page.getByLabel('Subdomain').fill('admin');
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Password').fill(shop.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This subdomain is reserved. Please choose another.')).toBeVisible();
  await page.getByLabel('Subdomain').fill(shop.subdomain);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const token = await readConfirmationToken(shop.email);
  await page.goto(`http://localhost:${E2E_PORTS.host}/owner/confirm?token=${token}`);
  await expect(page.getByText('E-mail confirmed. You can log in now.')).toBeVisible();
  const login = page.getByRole('link', { name: 'Log in to your site' });
  await expect(login).toHaveAttribute('href', siteUrl(shop.subdomain, '/owner?next=%2Fowner%2Fcatalogue'));
  await login.click();
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Password').fill(shop.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl(shop.subdomain, '/owner/catalogue'));
}

async function openBackOfficePage(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: label, exact: true }).click();
}

async function setUpiId(page: Page): Promise<void> {
  await openBackOfficePage(page, 'Payment settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment settings' })).toBeVisible();
  const upi = page.getByRole('checkbox', { name: 'Take payments to my UPI ID' });
  if (!(await upi.isChecked())) await upi.check();
  await page.getByLabel('UPI ID', { exact: true }).fill('not-a-upi-id');
  await page.getByLabel('Payee name').fill(shop.business);
  await page.getByRole('button', { name: 'Save UPI and QR settings' }).click();
  // refused beside the field, nothing typed lost
  await expect(page.getByLabel('UPI ID', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Payee name')).toHaveValue(shop.business);
  await page.getByLabel('UPI ID', { exact: true }).fill(shop.upiId);
  await page.getByRole('button', { name: 'Save UPI and QR settings' }).click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  await screenshot(page, 'shop-payment-settings');
}

async function switchChatOn(page: Page): Promise<void> {
  await openBackOfficePage(page, 'Chat settings');
  await page.getByRole('checkbox', { name: 'Show the chat on my site' }).check();
  await page.getByRole('button', { name: 'Save chat settings' }).click();
  await expect(page.getByText('Chat settings saved')).toBeVisible();
}

async function addPublishedProduct(page: Page): Promise<void> {
  await openBackOfficePage(page, 'Catalogue');
  await page.getByRole('button', { name: 'Add your first product' }).click();
  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(shop.product);
  await page.getByLabel('Description').fill('Ragi and jowar cookies, baked every morning.');
  await page.getByLabel('Add photos').setInputFiles({ name: 'tin.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) });
  await expect(page.getByRole('list', { name: /Photos/ }).getByRole('img')).toHaveCount(1);
  await page.getByLabel('Price (₹)', { exact: true }).fill('350');
  await page.getByRole('combobox', { name: 'GST rate' }).selectOption('18');
  await page.getByLabel('HSN/SAC code').fill('1905');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByLabel('What the variants differ by').fill('Size');
  await page.getByLabel('Variant 1 name').fill('250 g');
  await page.getByLabel('Variant 1 stock').fill('12');
  await page.getByLabel('Variant 2 name').fill('500 g');
  await page.getByLabel('Variant 2 price (₹)').fill('650');
  await page.getByLabel('Variant 2 stock').fill('6');
  await page.getByRole('radio', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`“${shop.product}” saved and shown in your shop.`)).toBeVisible();
  await screenshot(page, 'shop-first-product');
}

/** The shopper on a phone finds the product on the new site, buys it and reports a UPI payment to the shop's own ID. */
async function buyAndPayByUpi(page: Page, utr: string): Promise<{ thread: Locator; orderNumber: string }> {
  await page.goto(siteUrl(shop.subdomain, `/products?search=${encodeURIComponent(shop.product)}`));
  await page.getByRole('link', { name: new RegExp(shop.product) }).first().click();
  await expect(page.getByRole('heading', { name: shop.product })).toBeVisible();
  await expect(page.locator(`main img[src*="/uploads/${shop.subdomain}/images/"]`).first()).toBeVisible();
  const { thread, pay, orderNumber } = await buyNowAsNewShopper(page, shop.subdomain, new URL(page.url()).pathname + new URL(page.url()).search);
  // the money goes to the UPI ID the owner set a minute ago, under the shop's name
  const appLink = await reportUpiPayment(page, pay, utr);
  expect(appLink).toMatch(new RegExp(`^upi://pay\\?pa=${encodeURIComponent(shop.upiId)}&pn=Asha\\+Bakes&`));
  await expect(thread.getByText(`UTR ${utr}`)).toBeVisible();
  return { thread, orderNumber };
}

async function confirmAndShip(page: Page, orderNumber: string): Promise<void> {
  await openBackOfficePage(page, 'Orders');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('UPI to confirm');
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: /^Confirm payment of/ }).click();
  await expect(page.getByRole('region', { name: 'Payments · Paid' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Confirmed' }).click();
  await page.getByRole('button', { name: 'Mark Packed' }).click();
  const ship = page.getByRole('form', { name: 'Mark Shipped' });
  await ship.getByLabel('Courier').fill('India Post');
  await ship.getByLabel('Tracking number').fill('EE123456789IN');
  await ship.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(page.getByRole('region', { name: 'Stages' })).toContainText('Shipped with India Post, tracking number EE123456789IN');
  await screenshot(page, 'shop-order-shipped');
}

test('a new business signs up, sets its UPI ID, publishes a product with a photo and two variants; a shopper buys it and pays by UPI; the owner confirms and ships it, and the shopper sees each stage', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await newPage(browser, PHONE);
  const errors = collectErrors(owner);
  await signUpAndConfirm(owner);
  // a new shop starts with its template's empty catalogue, which leads to its first product
  await expect(owner.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Add your first product' })).toBeVisible();
  await screenshot(owner, 'shop-empty-catalogue');
  await owner.setViewportSize(DESKTOP);
  await setUpiId(owner);
  await switchChatOn(owner);
  await addPublishedProduct(owner);

  const shopper = await newPage(browser, PHONE);
  const utr = `4${Date.now().toString().slice(-11)}`;
  const { thread, orderNumber } = await buyAndPayByUpi(shopper, utr);
  await confirmAndShip(owner, orderNumber);

  for (const line of ['Payment Received', 'Order Updated: Confirmed completed', 'Order Updated: Packed completed', 'Order Shipped with India Post, tracking number EE123456789IN']) {
    await expect(thread.getByText(line)).toBeVisible();
  }
  await screenshot(shopper, 'shop-shipped-thread');
  expect(errors).toEqual([]);
});
