import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawnPhoto } from './support/drawn-photo';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { newPage } from './support/shopper';

async function noBlockingViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

test("the owner adds a product with a photo and two variants in the back office, and a shopper finds it with that photo", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const catalogue = `Terracotta ${tag}`;
  const product = `Clay Lamp ${tag}`;
  const page = await newPage(browser);
  await loginOwner(page, '/owner/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await screenshot(page, 'owner-catalogue-list');
  await noBlockingViolations(page, 'the catalogue list');

  await page.getByLabel('New catalogue').fill(catalogue);
  await page.getByRole('button', { name: 'Create catalogue' }).click();
  await expect(page.getByRole('heading', { name: catalogue })).toBeVisible();
  await page.getByRole('combobox', { name: 'Catalogue' }).selectOption({ label: catalogue });
  await page.getByRole('button', { name: 'Add your first product' }).click();

  await expect(page.getByRole('heading', { name: 'Add a product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(product);
  await page.getByLabel('Description').fill('Hand-thrown and fired in a wood kiln.');
  await page.getByLabel('Add photos').setInputFiles({ name: 'lamp.jpg', mimeType: 'image/jpeg', buffer: await drawnPhoto(page) });
  await expect(page.getByRole('list', { name: /Photos/ }).getByRole('img')).toHaveCount(1);
  await page.getByLabel('Price (₹)', { exact: true }).fill('450');
  await page.getByLabel('Sale price (₹)', { exact: true }).fill('399.50');
  await page.getByRole('combobox', { name: 'GST rate' }).selectOption('12');
  await page.getByLabel('HSN/SAC code').fill('6912');
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByRole('button', { name: 'Add a variant' }).click();
  await page.getByLabel('What the variants differ by').fill('Size');
  await page.getByLabel('Variant 1 name').fill('Small');
  await page.getByLabel('Variant 1 stock').fill('5');
  await page.getByLabel('Variant 2 name').fill('Large');
  await page.getByLabel('Variant 2 price (₹)').fill('650');
  await page.getByLabel('Variant 2 sale price (₹)').fill('');
  await page.getByLabel('Variant 2 stock').fill('2');
  await page.getByRole('radio', { name: /Published/ }).check();
  await screenshot(page, 'owner-catalogue-editor');
  await noBlockingViolations(page, 'the product editor');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText(`“${product}” saved and shown in your shop.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: product })).toBeVisible();

  // on a phone: one column, the same list
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { name: product })).toBeVisible();
  await screenshot(page, 'owner-catalogue-list');
  await page.getByRole('button', { name: `Edit ${product}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${product}` })).toBeVisible();
  await expect(page.getByLabel('Price (₹)', { exact: true })).toHaveValue('450');
  await expect(page.getByLabel('Sale price (₹)', { exact: true })).toHaveValue('399.50');
  await screenshot(page, 'owner-catalogue-editor');
  await noBlockingViolations(page, 'the product editor on a phone');

  // the shopper sees it at once, with the photo as a rendition with its variants, as a seeded photo is shown
  const shopper = await newPage(browser);
  await shopper.goto(siteUrl('demo', `/products?search=${encodeURIComponent(product)}`));
  const card = shopper.getByRole('link', { name: new RegExp(product) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(shopper.getByRole('heading', { name: product })).toBeVisible();
  const photo = shopper.locator('main img[src*="/uploads/demo/images/"]').first();
  await expect(photo).toBeVisible();
  await expect(shopper.locator('main source[type="image/webp"]').first()).toHaveAttribute('srcset', /\/uploads\/demo\/images\/[0-9a-f]{16}-900x900-\d+w\.webp/);
  await screenshot(shopper, 'owner-catalogue-shopper-product');
});
