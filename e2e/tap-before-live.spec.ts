import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { buyableProduct } from './support/checkout-steps';
import { siteUrl } from './support/ports';
import { PHONE_DEVICE } from './support/phone-device';
import { DESKTOP } from './support/shopper';
import { waitForLivePage } from './support/live-page';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/**
 * A page whose scripts arrive late (a slow phone's link): the server's buttons are on screen seconds
 * before they are live. The small start script that holds taps comes with the page's first requests.
 */
async function slowScriptsPage(browser: Browser, device: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...device });
  await context.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.endsWith('/start-server-page.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  return context.newPage();
}

const isLive = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-screen-live').length > 0);

const cartLines = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('webCart') ?? '[]') as { quantity: number }[]);

test.describe('a tap on Add to Cart before the page is live', () => {
  test('on a product’s details on a phone is done once, when the page is live', async ({ browser }) => {
    const product = await buyableProduct();
    const page = await slowScriptsPage(browser, PHONE_DEVICE);
    await page.goto(siteUrl('demo', `/product-details?name=${product.slug}`), { waitUntil: 'commit' });
    const add = page.getByRole('region', { name: 'Product actions' }).getByRole('button', { name: 'Add to Cart' });
    await add.waitFor();
    await add.click();
    // Still getting ready: the button says so, and nothing has happened yet.
    expect(await isLive(page)).toBe(false);
    await expect(add).toHaveAttribute('aria-busy', 'true');
    expect(await cartLines(page)).toEqual([]);
    await waitForLivePage(page);
    await expect(add).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    await expect(page.getByLabel('1 in cart')).toBeVisible();
    expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
    await page.context().close();
  });

  test('on a listing card at 1280 px is done once, when the page is live', async ({ browser }) => {
    const page = await slowScriptsPage(browser, { viewport: DESKTOP });
    await page.goto(siteUrl('demo', '/products'), { waitUntil: 'commit' });
    const add = page.locator('#main').getByRole('button', { name: 'Add to Cart' }).first();
    await add.waitFor();
    await add.click();
    expect(await isLive(page)).toBe(false);
    await waitForLivePage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
    expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
    await page.context().close();
  });

  test('Buy Now on a product’s details on a phone opens the order in the chat once live', async ({ browser }) => {
    const product = await buyableProduct();
    const page = await slowScriptsPage(browser, PHONE_DEVICE);
    await page.goto(siteUrl('demo', `/product-details?name=${product.slug}`), { waitUntil: 'commit' });
    const buy = page.getByRole('region', { name: 'Product actions' }).getByRole('button', { name: 'Buy Now' });
    await buy.waitFor();
    await buy.click();
    expect(await isLive(page)).toBe(false);
    await expect(page).toHaveURL(/\/chat\?source=direct_buy$/, { timeout: 15_000 });
    await page.context().close();
  });
});
