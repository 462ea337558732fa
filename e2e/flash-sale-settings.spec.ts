import { expect, test, type Page } from '@playwright/test';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';

const SEEDED = { 'Sub Title': 'Handpicked deals, today only', 'Background Color': '#7C2D12', 'Text Color 1': '#FFFFFF' };
const EDITED = { 'Sub Title': 'Weekend steals on silk', 'Background Color': '#1E3A8A', 'Text Color 1': '#FDE047' };

const flashSale = (page: Page) => page.locator('[data-section="Flash Sale"]');

/** Opens the Flash Sale's edit form, fills its settings and saves. */
async function editFlashSale(page: Page, values: Record<string, string>): Promise<void> {
  await flashSale(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: /^Edit Flash Sale/ });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
}

test('the Flash Sale’s Sub Title, Background Color and Text Color 1 change what shoppers see', async ({ page, browser }) => {
  await loginOwner(page, '/');
  await expect(page.getByRole('region', { name: 'Website owner' })).toContainText('Edit mode');
  await editFlashSale(page, EDITED);

  const shopper = await browser.newPage();
  try {
    await shopper.goto(siteUrl('demo', '/'));
    const section = flashSale(shopper).locator('section');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(EDITED['Sub Title'])).toBeVisible();
    await expect(section).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(section.getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(253, 224, 71)');
    await section.screenshot({ path: test.info().outputPath('flash-sale-1280.png') });
  } finally {
    await shopper.close();
    await editFlashSale(page, SEEDED);
  }
});
