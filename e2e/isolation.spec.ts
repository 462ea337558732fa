import { expect, test } from '@playwright/test';
import { fetchPage } from './support/api';
import { siteUrl } from './support/ports';

test('each subdomain shows its own business and nothing of the other', async ({ page }) => {
  const [demo, sunrise] = await Promise.all([fetchPage('demo'), fetchPage('sunrise')]);
  expect(sunrise.websitePage.accountTypeId).not.toBe(demo.websitePage.accountTypeId);
  const logoText = (answer: typeof demo) => answer.headerSection?.values.find((v) => v.key === 'Logo text')?.value ?? answer.businessName;

  await page.goto(siteUrl('sunrise', '/'));
  const header = page.getByRole('banner');
  await expect(header).toContainText(logoText(sunrise));
  await expect(header).not.toContainText(logoText(demo));
  await expect(page).toHaveTitle(/.+/);

  await page.goto(siteUrl('demo', '/'));
  await expect(page.getByRole('banner')).toContainText(logoText(demo));
});
