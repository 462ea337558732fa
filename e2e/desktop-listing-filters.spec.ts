import { expect, test, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { waitForLivePage } from './support/live-page';
import { siteUrl } from './support/ports';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';

interface ProductList {
  data: { name: string }[];
  total: number;
}

/** What the API lists for these choices: the oracle for the page. */
async function listed(query: Record<string, string | number | boolean>): Promise<ProductList> {
  const answer = await fetchPage('demo');
  return apiGet<ProductList>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, status: 'Published', page: 1, limit: 8, ...query } as Record<string, string | number>);
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading');

test('the desktop listing sorts and filters as the phone’s sheet does, in the URL', async ({ page }) => {
  await page.goto(siteUrl('demo', '/products'));
  await waitForLivePage(page);

  const filters = page.getByRole('button', { name: 'Filters & Sort' });
  const dialog = page.getByRole('dialog', { name: 'Filters & Sort' });
  await filters.click();
  await dialog.getByRole('radio', { name: 'Price: High to Low' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/products\?sortBy=price-high$/);
  const dearest = await listed({ sortBy: 'price-high' });
  await expect(cardNames(page)).toHaveText(dearest.data.map((p) => p.name));

  await filters.click();
  await dialog.getByRole('checkbox', { name: 'On sale' }).check();
  await page.screenshot({ path: test.info().outputPath('desktop-filters-1280.png') });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/products' && url.searchParams.toString() === 'sortBy=price-high&onSale=true');
  const onSale = await listed({ sortBy: 'price-high', onSale: true });
  expect(onSale.total).toBeLessThan(dearest.total);
  await expect(cardNames(page)).toHaveText(onSale.data.map((p) => p.name));
  await expect(page.getByRole('button', { name: 'Filters & Sort, 1 active' })).toBeVisible();

  // Reload keeps the choices; Back undoes the last.
  await page.reload();
  await expect(cardNames(page)).toHaveText(onSale.data.map((p) => p.name));
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?sortBy=price-high$/);
  await expect(cardNames(page)).toHaveText(dearest.data.map((p) => p.name));
});
