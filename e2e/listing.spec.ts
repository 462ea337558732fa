import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { apiGet, fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { siteUrl } from './support/ports';
import { waitForLivePage } from './support/live-page';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const SHOTS = join(__dirname, '..', '.data', 'test-results', 'listing');

interface ProductList {
  data: { name: string; button: string; pricing: { priceVisible: boolean } }[];
  size: number;
  total: number;
}

/** What the API lists, as the oracle for what the page must show. */
async function listed(query: Record<string, string | number>): Promise<ProductList> {
  const answer = await fetchPage('demo');
  return apiGet<ProductList>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, status: 'Published', ...query });
}

/** The names on the cards, in grid order (toHaveText with a list waits until they are exactly these). */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading');

test.describe('the product listing on desktop', () => {
  test('View All opens the catalogue; a category narrows it; Next pages; reload and Back keep the state', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('demo', '/'));
    const viewAll = page.getByRole('link', { name: 'View All Bestselling Sarees & Apparel' });
    await expect(page.locator('[data-section="Featured Products"]').getByRole('button', { name: 'Buy Now' }).first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'desktop-home.png'), fullPage: true });
    await viewAll.click();

    await expect(page).toHaveURL(/\/products\?catalogue=sarees-apparel$/);
    const strip = page.getByRole('group', { name: 'Catalogues' });
    await expect(strip.getByRole('button', { name: 'Sarees & Apparel' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Sarees & Apparel' })).toBeVisible();
    const all = await listed({ slug: 'sarees-apparel', page: 1, limit: 8 });
    await expect(page.getByRole('article')).toHaveCount(8);
    await expect(page.getByText(`${all.total} products`)).toBeVisible();

    // a category narrows the grid; Clear brings the whole catalogue back
    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: 'Kurtas & Kurtis' }).click();
    await expect(page).toHaveURL(/catalogue=sarees-apparel&category=kurtas-kurtis$/);
    const kurtas = await listed({ slug: 'sarees-apparel', category: 'kurtas-kurtis', page: 1, limit: 8 });
    await expect(page.getByRole('article')).toHaveCount(kurtas.data.length);
    await expect(cardNames(page)).toHaveText(kurtas.data.map((p) => p.name));
    await page.screenshot({ path: join(SHOTS, 'desktop-category.png'), fullPage: true });
    await chips.getByRole('button', { name: 'Clear category' }).click();
    await expect(page).toHaveURL(/\/products\?catalogue=sarees-apparel$/);

    // Next goes to page 2, which is what the API lists as page 2
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/catalogue=sarees-apparel&page=2$/);
    const second = await listed({ slug: 'sarees-apparel', page: 2, limit: 8 });
    await expect(page.getByRole('link', { name: second.data[0]?.name ?? '' })).toBeVisible();
    await expect(cardNames(page)).toHaveText(second.data.map((p) => p.name));
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // reload keeps catalogue and page
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('group', { name: 'Catalogues' }).getByRole('button', { name: 'Sarees & Apparel' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(page)).toHaveText(second.data.map((p) => p.name));
    await page.screenshot({ path: join(SHOTS, 'desktop-page-2.png'), fullPage: true });

    // Back restores page 1
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?catalogue=sarees-apparel$/);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(cardNames(page)).toHaveText(all.data.map((p) => p.name));

    // the catalogue clicked again is deselected
    await page.getByRole('group', { name: 'Catalogues' }).getByRole('button', { name: 'Sarees & Apparel' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a search with no match shows the empty state', async ({ page }) => {
    await page.goto(siteUrl('demo', '/products?search=qwertyuiop'));
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or category filter')).toBeVisible();
  });

  test('Buy Now on a card stores the order item and opens the chat with source=direct_buy', async ({ page }) => {
    await page.goto(siteUrl('demo', '/products?catalogue=sarees-apparel&category=cotton-sarees'));
    await waitForLivePage(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Buy Now', disabled: false }) }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Buy Now' }).click();

    await expect(page).toHaveURL(/\/products\?catalogue=sarees-apparel&category=cotton-sarees&chat=open&source=direct_buy$/);
    await expect(page.getByRole('dialog', { name: 'Chat with Kaveri' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('webOrderItemData') ?? 'null'));
    expect(stored).toMatchObject({ name, quantity: 1 });
  });
});

test.describe('the product listing on a 390 px phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('Filters & Sort narrows the grid; infinite scroll reaches the end of the list', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('demo', '/products'));
    const everything = await listed({ limit: 20, page: 1 });
    expect(everything.size).toBeGreaterThan(1);
    await expect(page.getByRole('article')).toHaveCount(20);
    await expect(page.getByText(`${everything.total} products`)).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'mobile-top.png') });

    // scrolling to the bottom loads the next page of 20 until every product is shown
    const end = page.getByText("You've seen all available products");
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(end).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('article')).toHaveCount(everything.total);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.screenshot({ path: join(SHOTS, 'mobile-end.png') });

    // On sale narrows the grid to what the API lists on sale
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Filters & Sort' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters & Sort' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('checkbox', { name: 'On sale' }).check();
    await sheet.getByRole('radio', { name: 'Price: Low to High' }).check();
    await page.screenshot({ path: join(SHOTS, 'mobile-filters.png') });
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(sheet).toBeHidden();

    await expect(page).toHaveURL(/\/products\?onSale=true&sortBy=price-low$/);
    const onSale = await listed({ onSale: 'true', sortBy: 'price-low', limit: 20, page: 1 });
    expect(onSale.total).toBeLessThan(everything.total);
    await expect(page.getByText(`${onSale.total} products`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(20, onSale.total));
    await expect(cardNames(page)).toHaveText(onSale.data.map((p) => p.name));
    await expect(page.getByRole('button', { name: 'Filters & Sort, 1 active' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'mobile-on-sale.png') });

    // the filters live in the URL: reload keeps them
    await page.reload();
    await expect(page.getByText(`${onSale.total} products`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Buy Now on a card goes to the chat screen with source=direct_buy and the stored item', async ({ page }) => {
    await page.goto(siteUrl('demo', '/products?catalogue=home-decor'));
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Buy Now', disabled: false }) }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Buy Now' }).click();

    await expect(page).toHaveURL(/\/chat\?source=direct_buy$/);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('webOrderItemData') ?? 'null'));
    expect(stored).toMatchObject({ name, quantity: 1 });
  });
});
