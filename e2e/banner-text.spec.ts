import { expect, test, type Page } from '@playwright/test';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';

const banner = (page: Page) => page.locator('[data-section="Banner"]');
const firstSlide = (page: Page) => banner(page).getByRole('group', { name: /^1 of / });

/** Opens the Banner's edit form, sets its first slide's headline and button, and saves. */
async function editFirstSlide(page: Page, headline: string, button: string): Promise<void> {
  await banner(page).getByRole('button', { name: 'Edit', exact: true }).first().click();
  const form = page.getByRole('dialog', { name: /^Edit Banner/ });
  await form.getByLabel('Title 1', { exact: true }).fill(headline);
  await form.getByLabel('Button 1', { exact: true }).fill(button);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
}

test('the banner’s headline and button are text the owner edits, and shoppers see the new words', async ({ page, browser }) => {
  await page.goto(siteUrl('demo', '/'));
  const seededHeadline = (await firstSlide(page).locator('.sf-banner__headline').textContent()) ?? '';
  const seededButton = (await firstSlide(page).locator('.sf-banner__button').textContent()) ?? '';
  expect(seededHeadline).not.toBe('');

  await loginOwner(page, '/');
  await expect(page.getByRole('region', { name: 'Website owner' })).toContainText('Edit mode');
  await editFirstSlide(page, 'Kanjivaram Week', 'Shop Kanjivaram');

  const shopper = await browser.newPage();
  try {
    await shopper.goto(siteUrl('demo', '/'));
    await expect(firstSlide(shopper).getByText('Kanjivaram Week', { exact: true })).toBeVisible();
    await expect(firstSlide(shopper).getByText('Shop Kanjivaram', { exact: true })).toBeVisible();
    await shopper.screenshot({ path: test.info().outputPath('banner-text-1280.png') });
  } finally {
    await shopper.close();
    await editFirstSlide(page, seededHeadline, seededButton);
  }
});
