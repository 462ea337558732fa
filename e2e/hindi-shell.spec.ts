import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { collectErrors } from './support/console-errors';
import { hostRequest } from './support/host-request';
import { waitForLivePage } from './support/live-page';
import { PHONE_DEVICE } from './support/phone-device';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP } from './support/shopper';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/**
 * A shopper who chose Hindi reads the shell (header, search, navigation, footer) in Hindi from the
 * server's HTML on, and the page hydrates in it without a mismatch; the business's own words stay as
 * written.
 */
const HINDI_COOKIE = { name: 'lang', value: 'hi', url: siteUrl('demo', '/') };

async function hindiPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...options });
  await context.addCookies([HINDI_COOKIE]);
  return context.newPage();
}

test('the server sends the desktop header in Hindi, with Hindi chosen in the language menu', async () => {
  const { status, text } = await hostRequest('/', { headers: { cookie: 'lang=hi' } });
  expect(status).toBe(200);
  expect(text).toContain('<html lang="hi-IN"');
  const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(text)?.[0] ?? '';
  expect(header).toContain('placeholder="प्रोडक्ट खोजें…"');
  expect(header).toContain('कार्ट');
  expect(header).toContain('लॉग इन');
  expect(header).toMatch(/<option value="hi" lang="hi-IN" selected="">हिन्दी<\/option>/);
  expect(text).toContain('उपयोगी लिंक');
});

test('a desktop page in Hindi: the server’s header before scripts, then live without errors, and English again from the menu', async ({ browser }) => {
  const before = await hindiPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
  await before.goto(siteUrl('demo', '/'));
  await expect(before.getByRole('banner').getByRole('button', { name: 'लॉग इन' })).toBeVisible();
  await screenshot(before, 'hindi-shell-before-scripts');
  await before.context().close();

  const page = await hindiPage(browser, { viewport: DESKTOP });
  const errors = collectErrors(page);
  await page.goto(siteUrl('demo', '/'));
  await waitForLivePage(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'कार्ट' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'संपर्क जानकारी' })).toBeVisible();
  await screenshot(page, 'hindi-shell');
  expect(errors).toEqual([]);

  await banner.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.context().close();
});

test('a phone page in Hindi: the top bar and the bottom navigation, live without errors', async ({ browser }) => {
  const page = await hindiPage(browser, PHONE_DEVICE);
  const errors = collectErrors(page);
  await page.goto(siteUrl('demo', '/'));
  await waitForLivePage(page);
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'प्रोडक्ट खोजें' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
  await expect(nav.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'कार्ट' })).toBeVisible();
  await screenshot(page, 'hindi-shell');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a page that does not exist, drawn by the browser, explains itself in Hindi inside the Hindi shell', async ({ browser }) => {
  const page = await hindiPage(browser, { viewport: DESKTOP });
  await page.goto(siteUrl('demo', '/no-such-page'));
  await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'लॉग इन' })).toBeVisible();
  await screenshot(page, 'hindi-not-found');
  await page.context().close();
});
