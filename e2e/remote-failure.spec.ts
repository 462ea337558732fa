import { expect, test, type Page } from '@playwright/test';
import { startService, stopService } from './support/servers';
import { E2E_PORTS, siteUrl } from './support/ports';
import { startSlowProxy } from './support/slow-proxy';

/**
 * Each remote stopped in turn: its slot shows a fallback with Try Again, the shell and the other
 * remotes keep working, and Try Again brings the part back once the remote is up again. The same with
 * the host rendering pages on its server (the default) and without; and a remote that answers 5 s late
 * only delays its own part.
 */
const fallback = (page: Page, label: string) => page.getByRole('alert').filter({ hasText: `Sorry, ${label} could not be loaded right now.` });

/** How long the slow remote takes for every file it serves. */
const SLOW_MS = 5_000;
/** Where the slowed remote really runs while the delaying proxy holds its port: a free port of this run's range. */
const BEHIND_PROXY_PORT = E2E_PORTS.host + 8;

/** Restarts the host with `env` on top of its usual environment. */
async function restartHost(env: NodeJS.ProcessEnv = {}): Promise<void> {
  await stopService('host');
  await startService('host', env);
}

function remoteDownJourneys(): void {
  test('storefront down: the home page keeps its header and footer and offers Try Again', async ({ page }) => {
    await stopService('storefront');
    try {
      await page.goto(siteUrl('demo', '/'));
      await expect(fallback(page, 'this page')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
      // The other remotes still load: the chat opens.
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } finally {
      await startService('storefront');
    }
    await fallback(page, 'this page').getByRole('button', { name: 'Try Again' }).click();
    await expect(fallback(page, 'this page')).toHaveCount(0);
    await expect(page.locator('[data-page-type="home"]')).toBeVisible();
  });

  test('chat down: the page still renders and the chat slot offers Try Again', async ({ page }) => {
    await stopService('chat');
    try {
      await page.goto(siteUrl('demo', '/?chat=open'));
      await expect(fallback(page, 'the chat')).toBeVisible();
      await expect(page.locator('[data-page-type="home"]')).toBeVisible();
      // The storefront keeps working: the header's search leads to the listing.
      const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await search.fill('saree');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=saree$/);
      await expect(page.locator('.sf-product-card').first()).toBeVisible();
    } finally {
      await startService('chat');
    }
    await fallback(page, 'the chat').getByRole('button', { name: 'Try Again' }).click();
    await expect(fallback(page, 'the chat')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('checkout down: the cart page falls back while the mobile navigation keeps working, and Try Again brings the cart', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stopService('checkout');
    try {
      await page.goto(siteUrl('demo', '/cart'));
      await expect(fallback(page, 'the cart')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link').first().click();
      await expect(page.locator('[data-page-type="home"]')).toBeVisible();
      await page.goto(siteUrl('demo', '/cart'));
      await expect(fallback(page, 'the cart')).toBeVisible();
    } finally {
      await startService('checkout');
    }
    await fallback(page, 'the cart').getByRole('button', { name: 'Try Again' }).click();
    await expect(fallback(page, 'the cart')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  });

  test(`storefront answering ${SLOW_MS / 1000} s late: the shell and the chat work meanwhile, then the page arrives without a fallback`, async ({ page }) => {
    test.setTimeout(120_000);
    await stopService('storefront');
    await startService('storefront', {}, BEHIND_PROXY_PORT);
    const proxy = await startSlowProxy(E2E_PORTS.storefront, BEHIND_PROXY_PORT, SLOW_MS);
    try {
      await page.goto(siteUrl('demo', '/products'));
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('button', { name: 'Close chat' }).first().click();
      await expect(page.locator('.sf-product-card').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
      expect(proxy.delayed).toBeGreaterThan(0);
    } finally {
      await proxy.close();
      await stopService('storefront', BEHIND_PROXY_PORT);
      await startService('storefront');
    }
  });
}

test.describe('a remote that cannot be loaded, with server rendering', () => {
  remoteDownJourneys();

  test("storefront down when the host starts: its server code is unavailable, the browser renders the page with the fallback, and Try Again works", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stopService('storefront');
    try {
      await restartHost();
      // The stopped host may still answer 503 on a kept-alive connection while it closes.
      await expect.poll(async () => (await page.goto(siteUrl('demo', '/products')))?.status()).toBe(200);
      await expect(fallback(page, 'this page')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await startService('storefront');
    }
    await fallback(page, 'this page').getByRole('button', { name: 'Try Again' }).click();
    await expect(page.locator('.sf-product-card').first()).toBeVisible();
    await restartHost();
  });
});

test.describe('a remote that cannot be loaded, without server rendering', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await restartHost({ SSR: 'off' });
  });
  test.afterAll(async () => {
    test.setTimeout(120_000);
    await restartHost();
  });
  remoteDownJourneys();
});
