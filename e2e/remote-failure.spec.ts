import { expect, test, type Page } from '@playwright/test';
import { startService, stopService } from './support/servers';
import { siteUrl } from './support/ports';

/**
 * Each remote stopped in turn: its slot shows a fallback with Try Again, the shell and the other
 * remotes keep working, and Try Again brings the part back once the remote is up again.
 */
const fallback = (page: Page, label: string) => page.getByRole('alert').filter({ hasText: `Sorry, ${label} could not be loaded right now.` });

test.describe('a remote that cannot be loaded', () => {
  test('storefront down: the home page keeps its header and footer and offers Try Again', async ({ page }) => {
    await stopService('storefront');
    try {
      await page.goto(siteUrl('demo', '/'));
      await expect(fallback(page, 'this page')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
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
    } finally {
      await startService('chat');
    }
    await fallback(page, 'the chat').getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('checkout down: the cart page falls back while the mobile navigation keeps working', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stopService('checkout');
    try {
      await page.goto(siteUrl('demo', '/cart'));
      await expect(fallback(page, 'the cart')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link').first().click();
      await expect(page.locator('[data-page-type="home"]')).toBeVisible();
    } finally {
      await startService('checkout');
    }
  });
});
