import { expect, test } from '@playwright/test';
import { fetchPage } from './support/api';
import { waitForLivePage } from './support/live-page';
import { siteUrl } from './support/ports';
import { PHONE_DEVICE } from './support/phone-device';

interface HeaderLike {
  businessName: string;
  isPremium: boolean;
  headerSection: { values: { key: string; value: string }[] } | null;
}

test.use(PHONE_DEVICE);

test('the phone’s top bar names the business, offers search and keeps Edit Website beside the name', async ({ page }) => {
  const answer = (await fetchPage('demo')) as unknown as HeaderLike;
  const name = answer.headerSection?.values.find((v) => v.key === 'Logo text')?.value ?? answer.businessName;

  // Drawn by the server: there before any script runs.
  await page.context().route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(siteUrl('demo', '/'));
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  if (!answer.isPremium) await expect(bar.getByRole('link', { name: 'Edit Website' })).toHaveAttribute('href', '/owner');
  await page.context().unroute(/\.js(\?|$)/);

  await page.reload();
  await waitForLivePage(page);
  await page.screenshot({ path: test.info().outputPath('phone-top-bar-390.png') });
  await bar.getByRole('searchbox', { name: 'Search products' }).fill('saree');
  await bar.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=saree$/);
  // The listing has its search box of its own: the bar keeps the name and leaves the search to it.
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
});
