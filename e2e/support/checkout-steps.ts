import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './api';
import { waitForLivePage } from './live-page';
import { freshPhoneNumber } from './login-code';
import { siteUrl } from './ports';
import { logInWithCode } from './shopper';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';

/** What the journeys read of a catalogue product. */
export interface BuyableProduct {
  name: string;
  slug: string;
  button: string;
  pricing: { priceVisible: boolean };
  inventory: { stockStatus: string };
  variants: unknown[];
  shipping: { available: boolean };
}

/** A shipped, priced, in-stock product of the demo without variants, which its page offers to Buy Now. */
export async function buyableProduct(): Promise<BuyableProduct> {
  const answer = await fetchPage('demo');
  const { data } = await apiGet<{ data: BuyableProduct[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
  const buyable = data.find((p) => p.button === 'Buy' && p.pricing.priceVisible && p.shipping.available && p.inventory.stockStatus === 'In Stock' && p.variants.length === 0);
  if (!buyable) throw new Error('the demo seed lost its buyable product');
  return buyable;
}

/**
 * A Bengaluru address (Karnataka, the demo's dispatch state) in the open Add New Address form, found by
 * its pincode, saved: a new address is the delivery address at once, so the sheet closes by itself.
 */
export async function addBengaluruAddress(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Add New Address' });
  await sheet.getByLabel('Full name').fill('Meera Iyer');
  await sheet.getByLabel('Phone').fill('9845011111');
  await sheet.getByLabel('Address line 1').fill('12, 4th Cross, Malleswaram');
  await sheet.getByLabel('Pincode').fill('560003');
  await expect(sheet.getByLabel('City')).not.toHaveValue('');
  await expect(sheet.getByLabel('State')).toHaveValue(/karnataka/i);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
}

/**
 * On a phone (the chat is the page): Buy Now on a product's page, log in as a new shopper, add a Bengaluru
 * address and create the order. Answers the chat thread, its Pay button, the order number and the shopper's phone.
 */
export async function buyNowAsNewShopper(page: Page, subdomain: string, productPath: string): Promise<{ thread: Locator; pay: Locator; orderNumber: string; phoneNumber: string }> {
  await page.goto(siteUrl(subdomain, productPath));
  await waitForLivePage(page);
  await page.getByRole('button', { name: 'Buy Now' }).first().click();
  const widget = page.locator('body');
  await widget.getByRole('button', { name: 'Login to Checkout' }).click();
  const phoneNumber = freshPhoneNumber();
  await logInWithCode(widget, phoneNumber);
  await widget.getByRole('button', { name: 'Add address' }).click();
  await addBengaluruAddress(page);
  await widget.getByRole('button', { name: 'Create Order' }).click();
  const thread = widget.getByRole('log', { name: 'Messages' });
  const pay = thread.getByRole('button', { name: /^Pay ₹[\d,.]+ for order / });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  const orderNumber = /for order (\S+)$/.exec((await pay.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  return { thread, pay, orderNumber, phoneNumber };
}

/**
 * Pay → the UPI sheet (picked among the shop's ways to pay when it has several; a shop with UPI alone
 * opens it at once), then "I've Made Payment" with `utr`. Answers the sheet's UPI app link as it was.
 */
export async function reportUpiPayment(page: Page, pay: Locator, utr: string): Promise<string> {
  await pay.click();
  const choice = page.getByRole('dialog', { name: 'How would you like to pay?' });
  const sheet = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: 'Pay with a UPI app' }) });
  await expect(choice.or(sheet)).toBeVisible();
  if (await choice.isVisible()) await choice.getByRole('button', { name: /Pay by UPI \/ QR/ }).click();
  const appLink = (await sheet.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')) ?? '';
  await sheet.getByRole('radio', { name: /UPI ID/ }).click();
  await sheet.getByLabel('UPI transaction reference (UTR), optional').fill(utr);
  await sheet.getByRole('button', { name: "I've Made Payment" }).click();
  return appLink;
}
