import { expect, test, type Browser, type Page } from '@playwright/test';
import { fetchPage, type PageLike } from './support/api';
import { hostRequest } from './support/host-request';
import { waitForLivePage } from './support/live-page';
import { E2E_PORTS, siteUrl } from './support/ports';
import { startService, stopService } from './support/servers';

/**
 * The first screen comes from the host's server: readable before any script runs (and by crawlers), then
 * hydrated in the browser with the data the page carried, without a mismatch and without asking the API
 * again. A storefront whose server code cannot be loaded leaves its slot to the browser.
 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  isMobile: true,
};
const PRODUCT = '/product-details?name=ajrakh-print-a-line-kurti';
/** Requests for the data a server-rendered page already holds. */
const DATA_CALLS = /get_published_website_specific_page|get_catalogue_product_items_for_public|get_catalogue_by_account_type_id|get_catalogue_product_details/;
/** What React prints when hydration fails (in words in development, as error numbers in production). */
const HYDRATION_TROUBLE = /hydrat|did not match|mismatch|Minified React error #(418|419|423|425)/i;

const firstBannerLabel = (answer: PageLike) =>
  (answer.websitePage.sections as (PageLike['websitePage']['sections'][number] & { values: { label?: string }[] })[])
    .filter((s) => s.status === 'show' && s.viewMode !== 'mobile')
    .sort((a, b) => a.indexPosition - b.indexPosition)[0]?.values[0]?.label ?? '';

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>, options = {}): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...options });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The visible text of the first product card, as a person would read name and price. */
const firstCard = (page: Page) => page.locator('.sf-product-card').filter({ hasText: '₹' }).first();

test.describe('the first screen from the server', () => {
  test('home, listing and product details are readable before any script runs, on a phone and on a desktop', async ({ browser }) => {
    const answer = await fetchPage('demo');
    for (const device of [{}, PHONE]) {
      await withoutScript(
        browser,
        async (page) => {
          await page.goto(siteUrl('demo', '/'));
          await expect(page.getByRole('img', { name: firstBannerLabel(answer) }).first()).toBeAttached();
          await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
          await expect(firstCard(page)).toContainText(/\S+.*₹[\d,]+\.\d\d/s);
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

          await page.goto(siteUrl('demo', '/products'));
          await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
          await expect(firstCard(page)).toContainText('Ajrakh Print A-line Kurti');
          await expect(firstCard(page)).toContainText(/₹[\d,]+\.\d\d/);

          await page.goto(siteUrl('demo', PRODUCT));
          await expect(page.getByRole('heading', { level: 1, name: 'Ajrakh Print A-line Kurti' })).toBeVisible();
          await expect(page.getByText(/₹[\d,]+\.\d\d/).first()).toBeVisible();
        },
        device,
      );
    }
  });

  test('hydrates without a mismatch and without asking the API again for what the page carried', async ({ browser }) => {
    for (const device of [{}, PHONE]) {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const problems: string[] = [];
      const dataCalls: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('request', (request) => {
        if (DATA_CALLS.test(request.url())) dataCalls.push(request.url());
      });
      for (const path of ['/', '/products', PRODUCT]) {
        const { text: html } = await hostRequest(path, { headers: { 'user-agent': (device as typeof PHONE).userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64)' } });
        expect(html).toContain('id="server-state"');
        await page.goto(siteUrl('demo', path), { waitUntil: 'networkidle' });
        // Hydrated: the page answers a click (the listing's first card links to its product).
        await expect(page.locator('main')).toBeVisible();
      }
      expect(problems).toEqual([]);
      expect(dataCalls).toEqual([]);
      await context.close();
    }
  });

  test('the cart page on a phone: its frame comes from the server, the cart itself from the browser once live', async ({ browser }) => {
    await withoutScript(
      browser,
      async (page) => {
        await page.goto(siteUrl('demo', '/cart'));
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.locator('.section-skeleton')).toBeAttached();
      },
      PHONE,
    );
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(siteUrl('demo', '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a tap on Add to Cart before the page is live is kept and done once it is live, on a phone', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // The page's scripts arrive late, as on a slow link: the server's button is on screen well before.
    await page.route('**/runtime.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not waiting for the load event, which waits for the page's scripts: the shopper taps at once.
    await page.goto(siteUrl('demo', '/product-details?name=copper-water-bottle-hammered'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    expect(await page.evaluate(() => performance.getEntriesByName('first-screen-live').length)).toBe(0);
    await waitForLivePage(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByLabel('1 in cart')).toBeVisible();
    await context.close();
  });

  test('on a desktop the footer and chat launcher the server drew stay as sent until the first screen is live, then load and work', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(siteUrl('demo', '/products'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => Object.assign(window, { serverFooter: document.querySelector('footer') }));
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const loaded = await page.evaluate(() => {
      const live = performance.getEntriesByName('first-screen-live')[0]!.startTime;
      const chunk = performance.getEntriesByType('resource').find((entry) => /\/desktop-lower-parts\.[0-9a-f]+\.js$/.test(entry.name));
      return {
        footerKept: document.querySelector('footer') === (window as unknown as { serverFooter: Element }).serverFooter,
        chunkAfterLive: chunk !== undefined && chunk.startTime >= live,
      };
    });
    expect(loaded).toEqual({ footerKept: true, chunkAfterLive: true });
    expect(problems).toEqual([]);
  });

  test("an owner's saved edit shows on the next load of the page", async () => {
    const answer = await fetchPage('demo');
    const section = answer.websitePage.sections.find((s) => s.name === 'Shop by Category') as unknown as { _id: string } | undefined;
    expect(section).toBeDefined();
    expect((await hostRequest('/')).text).toContain('Shop by Category');
    // The edit goes through the host, as the owner's browser sends it.
    const login = await hostRequest('/auth/owner_login', { method: 'POST', body: { email: 'owner@demo.localhost', password: 'kaveri-demo-2025', subdomain: 'demo' } });
    expect(login.status).toBe(200);
    const { accessToken } = JSON.parse(login.text) as { accessToken: string };
    const title = `Shop by Craft ${Date.now()}`;
    const edit = (value: string) =>
      hostRequest('/business_website/page/update_page_section_data', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        body: { sectionId: section?._id, values: [{ key: 'Title', value }] },
      });
    expect((await edit(title)).status).toBe(200);
    try {
      expect((await hostRequest('/')).text).toContain(title);
    } finally {
      expect((await edit('Shop by Category')).status).toBe(200);
    }
  });

  test("with the storefront's server code unavailable the page is rendered by the browser, with its fallback", async ({ browser }) => {
    test.setTimeout(120_000);
    await stopService('host');
    try {
      await startService('host', { STOREFRONT_SERVER_URL: `http://127.0.0.1:${E2E_PORTS.storefront}/server/missing-entry.js` });
      const { status, text: html } = await hostRequest('/products');
      expect(status).toBe(200);
      expect(html).toContain('id="server-state"');
      // The shell is there (header, footer); the storefront's slot is left to the browser.
      expect(html).toContain('site-footer');
      expect(html).not.toContain('Ajrakh Print A-line Kurti');
      await withoutScript(browser, async (bare) => {
        await bare.goto(siteUrl('demo', '/products'));
        await expect(bare.getByRole('contentinfo')).toBeVisible();
        await expect(bare.locator('.section-skeleton')).toBeAttached();
      });
      // A fresh context: the stopped host may still answer 503 on a kept-alive connection while it closes.
      const context = await browser.newContext();
      const fresh = await context.newPage();
      await expect.poll(async () => (await fresh.goto(siteUrl('demo', '/products')))?.status()).toBe(200);
      await expect(firstCard(fresh)).toContainText('Ajrakh Print A-line Kurti');
      await context.close();
    } finally {
      await stopService('host');
      await startService('host');
    }
  });
});
