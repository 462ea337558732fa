import { expect, test } from '@playwright/test';
import { siteUrl } from './support/ports';
import { DESKTOP, newPage, PHONE } from './support/shopper';

test.describe('what the site answers for addresses that are not pages', () => {
  test('an unknown address answers 404 with the Connection Error screen inside the site’s header and navigation', async ({ browser }) => {
    const desktop = await newPage(browser, DESKTOP);
    const response = await desktop.goto(siteUrl('demo', '/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(desktop.getByText('Connection Error')).toBeVisible();
    await expect(desktop.getByRole('banner')).toBeVisible();
    await expect(desktop.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const name of ['Go Back', 'Home', 'Try Again']) await expect(desktop.getByRole('button', { name })).toBeVisible();
    await expect(desktop.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await desktop.screenshot({ path: test.info().outputPath('not-found-1280.png') });

    const phone = await newPage(browser, PHONE);
    expect((await phone.goto(siteUrl('demo', '/no-such-page')))?.status()).toBe(404);
    await expect(phone.getByText('Connection Error')).toBeVisible();
    await expect(phone.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath('not-found-390.png') });
    await phone.getByRole('button', { name: 'Home' }).click();
    await expect(phone).toHaveURL(siteUrl('demo', '/'));
  });

  test('the owner’s inbox answers 200', async ({ browser }) => {
    const page = await newPage(browser, DESKTOP);
    const response = await page.goto(siteUrl('demo', '/owner/inbox'));
    expect(response?.status()).toBe(200);
  });

  test('a desktop visit to /cart shows the mobile-only notice long enough to read, then goes home', async ({ browser }) => {
    const page = await newPage(browser, DESKTOP);
    await page.goto(siteUrl('demo', '/cart'));
    const notice = page.getByText('This Page Only Available For Mobile View');
    await expect(notice).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(siteUrl('demo', '/cart'));
    await page.screenshot({ path: test.info().outputPath('cart-desktop-1280.png') });
    await expect(page).toHaveURL(siteUrl('demo', '/'), { timeout: 5_000 });
  });
});
