import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { collectErrors } from './support/console-errors';
import { waitForLivePage } from './support/live-page';
import { siteUrl } from './support/ports';
import { DESKTOP } from './support/shopper';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/**
 * A shopper who chose Hindi gets the storefront's own words in Hindi from the server's first HTML on
 * (the owner's product and catalogue names as written), and the page comes alive without a mismatch.
 */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

async function hindiPage(browser: Browser, options: BrowserContextOptions = { viewport: DESKTOP }): Promise<Page> {
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...options });
  await context.addCookies([{ name: 'lang', value: 'hi', url: siteUrl('demo', '/') }]);
  return context.newPage();
}

test('the listing and a product are drawn in Hindi by the server and stay so once live', async ({ browser }) => {
  const page = await hindiPage(browser);
  const errors = collectErrors(page);
  const response = await page.goto(siteUrl('demo', '/products'));
  const html = (await response?.text()) ?? '';
  expect(html).toContain('lang="hi-IN"');
  expect(html).toContain('सभी उत्पाद');
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'सभी उत्पाद' })).toBeVisible();
  await expect(page.locator('.sf-listing__count')).toHaveText(/^\d+ उत्पाद$/);
  await expect(page.getByRole('button', { name: 'फ़िल्टर और क्रम' })).toBeVisible();

  await page.locator('.sf-product-card__link').first().click();
  await expect(page.getByRole('button', { name: 'शेयर करें' })).toBeVisible();
  await expect(page.getByText('मात्रा', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the phone's profile page offers the language menu, which brings the page back in English", async ({ browser }) => {
  const page = await hindiPage(browser, PHONE);
  const errors = collectErrors(page);
  await page.goto(siteUrl('demo', '/account'));
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल देखने के लिए लॉगिन करें' })).toBeVisible();
  const menu = page.getByRole('combobox', { name: 'भाषा' });
  await expect(menu).toHaveValue('hi');
  // the row fits the phone's width: nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await menu.selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Login to View Profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(errors).toEqual([]);
});
