import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { addBengaluruAddress } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { logInWithCode, newPage, PHONE } from './support/shopper';
import { waitForLivePage } from './support/live-page';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const UTR = '412345678901';

/** The order number a Pay button names ('Pay ₹1,499 for order KHH-1003'). */
async function orderNumberOf(pay: Locator): Promise<string> {
  const label = (await pay.getAttribute('aria-label')) ?? '';
  const number = / for order (\S+)$/.exec(label)?.[1];
  if (!number) throw new Error(`no order number in "${label}"`);
  return number;
}

/** What History's card of the order says is payable now ('Paid' once every milestone is). */
function payableOf(page: Page, orderNumber: string): Locator {
  return page.getByRole('article').filter({ hasText: orderNumber }).getByText('Payable').locator('xpath=following-sibling::*[1]');
}

interface VariantLike {
  _id: string;
  name: string;
  stock: number;
}
interface ProductLike {
  _id: string;
  name: string;
  slug: string;
  button: string;
  pricing: { priceVisible: boolean };
  inventory: { stockStatus: string };
  variants: VariantLike[];
  dispatchPoints: { _id: string }[];
  shipping: { available: boolean };
}

/**
 * Three products a shopper can buy, each with a second variant in stock and each shipped from a different
 * first dispatch point, so the checkout makes three orders.
 */
async function threeProductsWithVariants(): Promise<{ product: ProductLike; variant: VariantLike }[]> {
  const answer = await fetchPage('demo');
  const { data } = await apiGet<{ data: ProductLike[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
  const chosen = new Map<string, { product: ProductLike; variant: VariantLike }>();
  for (const product of data) {
    const variant = product.variants.slice(1).find((v) => v.stock >= 3);
    const point = product.dispatchPoints[0]?._id;
    if (product.button !== 'Buy' || !product.pricing.priceVisible || !product.shipping.available || !variant || !point || chosen.has(point)) continue;
    chosen.set(point, { product, variant });
  }
  const picks = [...chosen.values()].slice(0, 3);
  if (picks.length < 3) throw new Error('the demo seed needs three products with variants shipped from three dispatch points');
  return picks;
}

/** On the product's page: pick the variant and add one to the cart, as a guest would. */
async function addToCart(page: Page, product: ProductLike, variant: VariantLike): Promise<void> {
  await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: variant.name, exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
}


test.describe('a shopper checks out on a phone', () => {
  test('guest cart of three variant products, quantities on the cart page, login merges it, an address by pincode, three orders, one paid by UPI and confirmed by the owner, one online after a decline', async ({ browser }) => {
    test.setTimeout(180_000);
    const picks = await threeProductsWithVariants();
    const page = await newPage(browser, PHONE);
    const errors = collectErrors(page);

    for (const { product, variant } of picks) await addToCart(page, product, variant);

    // The cart page: three lines; one quantity goes up, minus never below 1.
    await page.goto(siteUrl('demo', '/cart'));
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    const [first, second] = picks;
    const firstQuantity = page.getByRole('group', { name: `Quantity of ${first!.product.name}` });
    await expect(firstQuantity).toBeVisible();
    await firstQuantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(firstQuantity).toContainText('2');
    await expect(page.getByRole('group', { name: `Quantity of ${second!.product.name}` }).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/chat\?source=cart_summary$/);

    // The visitor's cart in the chat, then the login, which merges it into the server cart.
    await expect(page.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'Login to Checkout' }).click();
    const screen = page.locator('body');
    await logInWithCode(screen, freshPhoneNumber());
    await expect(page.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
    for (const { product } of picks) await expect(page.getByText(product.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: `Quantity of ${first!.product.name}` })).toContainText('2');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('webCart'))).toBeNull();

    // No address yet: Create Order says what it needs.
    await expect(page.getByRole('button', { name: 'Delivery Address Required' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add address' }).click();
    await addBengaluruAddress(page);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Meera Iyer');

    // The server's totals, then three orders (one per dispatch point); the cart empties.
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Order' }).click();
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText('Order Created')).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByLabel(/in cart/)).toHaveCount(0);

    // History: three new orders to pay. One by UPI with its reference, one online (declined, then approved).
    await page.getByRole('tab', { name: 'History' }).click();
    const payButtons = page.getByRole('button', { name: /^Pay ₹[\d,.]+ for order / });
    await expect(payButtons.first()).toBeVisible();
    const manualOrder = await orderNumberOf(payButtons.first());
    await payButtons.first().click();
    await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /Pay by UPI \/ QR/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay by UPI / QR' });
    await expect(sheet.getByRole('button', { name: "I've Made Payment" })).toBeDisabled();
    await sheet.getByRole('radio', { name: /UPI ID/ }).click();
    await sheet.getByLabel('UPI transaction reference (UTR), optional').fill(UTR);
    await sheet.getByRole('button', { name: "I've Made Payment" }).click();
    await expect(page.getByText('Please share the payment screenshot in the chat below')).toBeVisible();

    const onlineButton = page.getByRole('button', { name: new RegExp(`^Pay ₹[\\d,.]+ for order (?!${manualOrder}$)`) }).first();
    const onlineOrder = await orderNumberOf(onlineButton);
    await onlineButton.click();
    await page.getByRole('dialog', { name: 'How would you like to pay?' }).getByRole('button', { name: /Cards, UPI & Netbanking \(sandbox\)/ }).click();
    const gateway = page.frameLocator('iframe[title="Sandbox payment checkout"]');
    await gateway.getByRole('button', { name: 'Decline' }).click();
    const modal = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Try Again' }).click();
    await gateway.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('dialog', { name: /Payment/ })).toHaveCount(0);
    await expect(payableOf(page, onlineOrder)).toHaveText('Paid');

    // The owner sees the UPI payment with its reference and confirms it; the shopper's History shows Paid.
    const owner = await newPage(browser);
    await loginOwner(owner, '/owner/inbox');
    await owner.getByRole('button', { name: /^Payments/ }).click();
    const awaiting = owner.getByRole('listitem', { name: new RegExp(`Payment for .*${manualOrder}`) });
    await expect(awaiting).toContainText(UTR);
    await awaiting.getByRole('button', { name: /^Confirm payment/ }).click();
    await expect(awaiting).toHaveCount(0);
    await expect(payableOf(page, manualOrder)).toHaveText('Paid');
    expect(errors).toEqual([]);
  });
});

test.describe('direct buy and enquiries on desktop', () => {
  test('Buy Now orders one item from the order summary; a priced and a plain enquiry reach the owner’s inbox as cards', async ({ browser }) => {
    test.setTimeout(180_000);
    const answer = await fetchPage('demo');
    const { data } = await apiGet<{ data: ProductLike[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
    const buyable = data.find((p) => p.button === 'Buy' && p.pricing.priceVisible && p.shipping.available && p.inventory.stockStatus === 'In Stock' && p.variants.length === 0);
    const priced = data.find((p) => p.button === 'Chat' && p.pricing.priceVisible);
    const hidden = data.find((p) => !p.pricing.priceVisible);
    if (!buyable || !priced || !hidden) throw new Error('the demo seed lost its buyable, chat and hidden-price products');
    const phone = freshPhoneNumber();
    const page = await newPage(browser);
    const errors = collectErrors(page);
    const widget = page.getByRole('dialog', { name: answer.installedWidgets[0]!.settings.headerTitle });

    // Buy Now: the visitor sees the item, logs in, then the order summary of the one item.
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(buyable.slug)}`));
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await widget.getByRole('button', { name: 'Login to Checkout' }).click();
    await logInWithCode(widget, phone);
    await expect(widget.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(widget.getByText(buyable.name, { exact: true })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Delivery Address Required' })).toBeDisabled();
    await widget.getByRole('button', { name: 'Add address' }).click();
    await addBengaluruAddress(page);
    await widget.getByRole('button', { name: 'Create Order' }).click();
    const thread = widget.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText('Order Created')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('webOrderItemData'))).toBeNull();

    // An enquiry with prices, then one without (a product whose price the business hides).
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(priced.slug)}`));
    await page.getByRole('button', { name: 'Chat Now' }).click();
    await widget.getByRole('button', { name: 'Send Detailed Enquiry Request' }).click();
    await expect(thread.getByText('Detailed Enquiry Request')).toBeVisible();
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(hidden.slug)}`));
    await page.getByRole('button', { name: 'Send Enquiry Request' }).first().click();
    await widget.getByRole('button', { name: 'Send Enquiry Request' }).click();
    await expect(thread.getByText('Enquiry Request', { exact: true })).toBeVisible();

    // The owner's inbox shows both cards in the shopper's conversation.
    const owner = await newPage(browser);
    await loginOwner(owner, '/owner/inbox');
    await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
    const ownerThread = owner.getByRole('log', { name: /Messages with/ });
    await expect(ownerThread.getByText('Detailed Enquiry Request')).toBeVisible();
    await expect(ownerThread.getByText(priced.name)).toBeVisible();
    await expect(ownerThread.getByText(hidden.name)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
