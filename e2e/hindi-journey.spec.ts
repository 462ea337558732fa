import { expect, test } from '@playwright/test';
import chatHi from '../remote-chat/src/i18n/messages/hi.json';
import checkoutHi from '../remote-checkout/src/i18n/messages/hi.json';
import hostHi from '../host/src/i18n/messages/hi.json';
import storefrontHi from '../remote-storefront/src/i18n/messages/hi.json';
import { collectErrors } from './support/console-errors';
import { hostRequest } from './support/host-request';
import { waitForLivePage } from './support/live-page';
import { PHONE_DEVICE } from './support/phone-device';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/**
 * The whole shopper's side on a phone after choosing Hindi on the profile page: home, listing, cart and
 * chat each come from the server in Hindi (the first HTML, before any script) and stay Hindi once live.
 * The strings are read from the apps' own Hindi catalogues, so the journey follows their wording.
 */
test('on a phone, a shopper switches to हिन्दी on the profile page and reads home, listing, cart and chat in Hindi from the first HTML on', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ ...PHONE_DEVICE, storageState: RETURNING_VISITOR_STATE });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const nav = page.getByRole('navigation').last();

  // English first; the language menu is on the profile page.
  await page.goto(siteUrl('demo', '/'));
  await waitForLivePage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.goto(siteUrl('demo', '/account'));
  await waitForLivePage(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  expect(await page.evaluate(() => localStorage.getItem('storefront.lang'))).toBe('hi');

  // Each page's first HTML is already Hindi: what the server sends for the cookie the choice wrote.
  const cookies = (await context.cookies(siteUrl('demo', '/'))).map(({ name, value }) => `${name}=${value}`).join('; ');
  const firstHtml = async (path: string) => (await hostRequest(path, { headers: { cookie: cookies, 'user-agent': PHONE_DEVICE.userAgent! } })).text;
  const home = await firstHtml('/');
  expect(home).toContain('<html lang="hi-IN"');
  expect(home).toContain(hostHi['nav.home']);
  expect(await firstHtml('/products')).toContain(storefrontHi['listing.allProducts']);

  // Home and the listing, live.
  await page.goto(siteUrl('demo', '/'));
  await waitForLivePage(page);
  await expect(nav.getByRole('link', { name: hostHi['nav.home'] })).toBeVisible();
  await screenshot(page, 'hindi-home');
  await page.goto(siteUrl('demo', '/products'));
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: storefrontHi['listing.allProducts'] })).toBeVisible();
  await page.getByRole('button', { name: storefrontHi['card.addToCart'] }).first().click();
  await screenshot(page, 'hindi-listing');

  // The checkout's cart page.
  await page.goto(siteUrl('demo', '/cart'));
  await expect(page.getByRole('heading', { name: checkoutHi['cart.title'] })).toBeVisible();
  await expect(page.getByRole('button', { name: checkoutHi['cart.increase'] }).first()).toBeVisible();
  await screenshot(page, 'hindi-cart');

  // The chat widget, as a phone's chat page.
  await page.goto(siteUrl('demo', '/chat'));
  await expect(page.getByRole('tab', { name: chatHi['tab.chat'] })).toBeVisible();
  await expect(page.getByRole('tab', { name: chatHi['tab.history'] })).toBeVisible();
  await screenshot(page, 'hindi-chat');
  expect(errors).toEqual([]);
  await context.close();
});
