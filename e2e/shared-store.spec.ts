import { expect, test } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { siteUrl } from './support/ports';

interface ProductList {
  data: Record<string, unknown>[];
}

/**
 * One store in the page: the cart page (checkout remote) changes the cart and the host's bottom
 * navigation badge follows at once, with no reload and no second copy of the store.
 */
test('a change in the checkout remote shows in the host’s cart badge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const answer = await fetchPage('demo');
  const list = await apiGet<ProductList>('/business_website/catalogue/product/get_catalogue_product_items_for_public', {
    accountTypeId: answer.websitePage.accountTypeId,
    inStockOnly: 'true',
    limit: 20,
  });
  const product = list.data.find((p) => (p.variants as unknown[]).length === 0 && (p.pricing as { priceVisible: boolean }).priceVisible);
  expect(product).toBeDefined();
  const now = Date.now();
  const cart = [{ ...product, quantity: 2, selectedVariant: null, selectedPackage: null, addedAt: now, updatedAt: now }];
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('webCart', stored);
      window.localStorage.setItem('webCartTotalCount', '2');
      window.sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(cart));

  await page.goto(siteUrl('demo', '/cart'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByLabel('2 in cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(nav.getByLabel('3 in cart')).toBeVisible();

  await page.getByRole('button', { name: `Remove ${String(product?.name)}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(nav.getByLabel(/in cart/)).toHaveCount(0);

  const shares = await page.evaluate(() => {
    const scope = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, string[]> = {};
    for (const instance of Object.values(scope)) {
      for (const libraries of Object.values(instance)) {
        for (const [library, versions] of Object.entries(libraries)) {
          for (const entry of Object.values(versions)) if (entry.loaded) (loaded[library] ??= []).push(entry.from);
        }
      }
    }
    return loaded;
  });
  for (const library of ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'shared']) {
    expect(new Set(shares[library] ?? []).size, `${library} loaded once`).toBe(1);
  }
});
