import { expect, test } from '@playwright/test';
import { buyableProduct, buyNowAsNewShopper } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { loginCodesSent, readNextLoginCode } from './support/login-code';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP, newPage, PHONE } from './support/shopper';

/** The login's resend countdown: the phone's next code (the tracking code) is refused before it ends. */
const RESEND_MS = 31_000;

test.describe('public order tracking', () => {
  test('a shopper orders on a phone, the owner ships it with a tracking number, and a fresh browser tracks it at /track-order with the code', async ({ browser }) => {
    test.setTimeout(180_000);
    const shopper = await newPage(browser, PHONE);
    const product = await buyableProduct();
    const { thread, orderNumber, phoneNumber } = await buyNowAsNewShopper(shopper, 'demo', `/product-details?name=${encodeURIComponent(product.slug)}`);
    const loggedInAt = Date.now();
    // the chat's order card links to the order's tracking page
    await expect(thread.getByRole('link', { name: 'Track this order' }).first()).toHaveAttribute('href', `/track-order?order=${encodeURIComponent(orderNumber)}`);

    const owner = await newPage(browser, DESKTOP);
    await loginOwner(owner, '/owner/orders');
    await owner.getByRole('row').filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
    await expect(owner.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await owner.getByRole('button', { name: 'Mark Confirmed' }).click();
    await owner.getByRole('button', { name: 'Mark Packed' }).click();
    const ship = owner.getByRole('form', { name: 'Mark Shipped' });
    await ship.getByLabel('Courier').fill('Delhivery');
    await ship.getByLabel('Tracking number').fill('DL7654321098');
    await ship.getByRole('button', { name: 'Mark Shipped' }).click();
    await expect(owner.getByRole('region', { name: 'Stages' })).toContainText('Shipped with Delhivery, tracking number DL7654321098');

    // someone else's phone browser: no login, nothing stored
    const tracker = await newPage(browser, PHONE);
    const errors = collectErrors(tracker);
    await tracker.goto(siteUrl('demo', `/track-order?order=${encodeURIComponent(orderNumber)}`));
    await expect(tracker.getByRole('heading', { name: 'Track your order' })).toBeVisible();
    // inside the shop's own frame: its name on top and its navigation below, to go on shopping
    await expect(tracker.getByRole('banner').getByText('Kaveri', { exact: true })).toBeVisible();
    await expect(tracker.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(tracker.getByRole('main').getByRole('heading', { name: 'Track your order' })).toBeVisible();
    await expect(tracker.getByLabel('Order number')).toHaveValue(orderNumber);
    await tracker.getByLabel('Phone number').fill(phoneNumber);
    await screenshot(tracker, 'track-order-form');
    await tracker.waitForTimeout(Math.max(0, loggedInAt + RESEND_MS - Date.now()));
    const sentBefore = loginCodesSent(phoneNumber);
    await tracker.getByRole('button', { name: 'Send code' }).click();
    await expect(tracker.getByRole('heading', { name: 'Enter the code' })).toBeFocused();
    await tracker.getByLabel('Code', { exact: true }).fill(await readNextLoginCode(phoneNumber, sentBefore));
    await tracker.getByRole('button', { name: 'Show my order' }).click();

    await expect(tracker.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    const steps = tracker.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Ordered/, /^Paid\s*Upcoming/, /^Confirmed/, /^Packed/, /^Shipped.*Delhivery · Tracking number DL7654321098/, /^Delivered\s*Upcoming/]);
    await screenshot(tracker, 'track-order-timeline');
    // the page fits the phone: nothing wider than its 390 px
    expect(await tracker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });

  test("on a computer, the tracking page sits in the shop's header and footer, and its header leads back to the shop", async ({ browser }) => {
    const visitor = await newPage(browser, DESKTOP);
    const errors = collectErrors(visitor);
    await visitor.goto(siteUrl('demo', '/track-order'));
    await expect(visitor.getByRole('main').getByRole('heading', { name: 'Track your order' })).toBeVisible();
    await expect(visitor.getByRole('contentinfo')).toBeVisible();
    await screenshot(visitor, 'track-order-desktop');
    await visitor.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(visitor).toHaveURL(/\/products$/);
    await expect(visitor.getByRole('heading', { name: 'Track your order' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
