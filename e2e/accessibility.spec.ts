import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { siteUrl } from './support/ports';

/** Impacts that fail the build; moderate and minor findings are reported by axe but not blocking. */
const BLOCKING = new Set(['serious', 'critical']);
const PHONE = { width: 390, height: 844 };
const PRODUCTS_PATH = '/business_website/catalogue/product/get_catalogue_product_items_for_public';

/** A product page worth scanning: a featured item, with a gallery, variants or both. */
async function productPath(): Promise<string> {
  const answer = await fetchPage('demo');
  const list = await apiGet<{ data: { slug: string }[] }>(PRODUCTS_PATH, { accountTypeId: answer.websitePage.accountTypeId, featured: 'true', limit: 1 });
  const [product] = list.data;
  if (!product) throw new Error('the demo site has no featured product');
  return `/product-details?name=${product.slug}`;
}

/** Waits until the page is drawn: remotes loaded, data fetched, skeletons gone, content in the main area. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('#root .boot')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const content = page.locator('main :is(h1, h2, h3, li, form, p)').first();
  try {
    await content.waitFor({ state: 'visible', timeout: 15_000 });
  } catch {
    // A page still being built may draw nothing yet; the scan still covers the header, footer and navigation.
    test.info().annotations.push({ type: 'empty page', description: `${page.url()} drew no content to scan` });
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Scans the whole document with axe's WCAG 2 A/AA and best-practice rules; lists what blocks. */
async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}

// The banner carousel advances on its own; with reduced motion it stands still, so the scan sees one
// settled slide instead of two half-faded ones.
test.use({ reducedMotion: 'reduce' });

test.describe('accessibility on desktop', () => {
  for (const [label, path] of [
    ['the home page', '/'],
    ['the product listing', '/products'],
    ['the contact page', '/contact'],
  ] as const) {
    test(`${label} has no serious or critical violations`, async ({ page }) => {
      await page.goto(siteUrl('demo', path));
      await expectNoSeriousViolations(page, label);
    });
  }

  test('a product page has no serious or critical violations', async ({ page }) => {
    await page.goto(siteUrl('demo', await productPath()));
    await expectNoSeriousViolations(page, 'a product page');
  });
});

test.describe('accessibility on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const [label, path] of [
    ['the home page', '/'],
    ['the categories page', '/search'],
    ['the cart page', '/cart'],
    ['the profile page', '/account'],
  ] as const) {
    test(`${label} has no serious or critical violations`, async ({ page }) => {
      await page.goto(siteUrl('demo', path));
      await expectNoSeriousViolations(page, `${label} (mobile)`);
    });
  }
});
