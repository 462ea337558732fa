import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { siteUrl } from './support/ports';

interface VariantLike {
  _id: string;
  name: string;
  stock: number;
}
interface ProductLike {
  slug: string;
  name: string;
  button: string;
  images: string[];
  pricing: { priceVisible: boolean };
  inventory: { stockStatus: string };
  variants: VariantLike[];
}
interface CatalogueLike {
  slug: string;
  name: string;
}

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const CATALOGUES = '/business_website/catalogue/get_catalogue_by_account_type_id';

/** The demo site's published products, read from the API: the oracle for what the pages must show. */
async function demoProducts(): Promise<ProductLike[]> {
  const answer = await fetchPage('demo');
  const list = await apiGet<{ data: ProductLike[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
  return list.data;
}

/** A product the shopper can buy with a visible price, whose variants include one out of stock and two with stock. */
async function productWithVariants(): Promise<{ product: ProductLike; out: VariantLike; other: VariantLike }> {
  const product = (await demoProducts()).find(
    (p) =>
      p.button === 'Buy' &&
      p.pricing.priceVisible &&
      p.inventory.stockStatus !== 'Out of Stock' &&
      p.variants.some((v) => v.stock <= 0) &&
      p.variants.filter((v) => v.stock >= 2).length >= 2,
  );
  if (!product) throw new Error('the demo seed has no product with an out-of-stock variant and two in stock');
  const inStock = product.variants.filter((v) => v.stock > 0);
  // the page preselects the first variant in stock; choose another one
  const other = inStock.slice(1).find((v) => v.stock >= 2);
  const out = product.variants.find((v) => v.stock <= 0);
  if (!other || !out) throw new Error('unreachable');
  return { product, out, other };
}

/** A real finger's swipe on the element (Chrome's touch emulation), `dx` pixels sideways. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 + (dx < 0 ? box.width / 4 : -box.width / 4);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (const step of [0.33, 0.66, 1]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx * step, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('product details on desktop', () => {
  test('choose a variant and a quantity, press Buy Now and land in the direct-buy chat', async ({ page }) => {
    const errors = collectErrors(page);
    const { product, out, other } = await productWithVariants();
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const { businessName } = await fetchPage('demo');
    await expect(page).toHaveTitle(`${product.name} | ${businessName}`);
    // the chip group, whatever the product calls its variants (Colour, Size, Pack)
    const chips = page.getByRole('group').filter({ has: page.getByRole('button', { name: other.name, exact: true }) });

    // an out-of-stock variant is disabled; choosing it anyway is refused with the spec's snackbar
    const outChip = chips.getByRole('button', { name: out.name });
    await expect(outChip).toBeDisabled();
    await outChip.click({ force: true });
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();

    const chip = chips.getByRole('button', { name: other.name, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/[?&]source=direct_buy(&|$)/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/product-details');
    expect(url.searchParams.get('name')).toBe(product.slug);
    expect(url.searchParams.get('chat')).toBe('open');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('webOrderItemData') ?? 'null') as { slug: string; quantity: number; selectedVariant: string } | null);
    expect(stored).toMatchObject({ slug: product.slug, quantity: 2, selectedVariant: other._id });
  });

  test("an unknown product says 'Product Not Found' with its ways out", async ({ page }) => {
    await page.goto(siteUrl('demo', '/product-details?name=no-such-product-anywhere'));
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    for (const name of ['Try Again', 'Go Back']) await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('product details: swipe the carousel, and the action bar stays in view', async ({ page }) => {
    const errors = collectErrors(page);
    const product = (await demoProducts()).find((p) => p.images.length >= 3 && p.pricing.priceVisible);
    if (!product) throw new Error('the demo seed has no product with three pictures');
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    const carousel = page.getByRole('region', { name: `${product.name} pictures` });
    const dot = (n: number) => carousel.getByRole('button', { name: `Slide ${n}` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await swipe(page, carousel.locator('.sf-pd-carousel__viewport'), -150);
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('img', { name: `${product.name}, image 2 of ${product.images.length}` })).toBeInViewport();
    await swipe(page, carousel.locator('.sf-pd-carousel__viewport'), 150);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    // sticky: in view at the top of the page and after scrolling through the details, above the bottom navigation
    const bar = page.getByRole('region', { name: 'Product actions' });
    await expect(bar).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(bar).toBeInViewport();
    // its button clear of the bottom navigation, which is fixed below it
    const action = bar.getByRole('button', { name: /Now$|Enquiry|Contact Us/ });
    await expect(action).toBeVisible();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    const button = await action.boundingBox();
    expect(nav && button && button.y + button.height <= nav.y).toBe(true);
    expect(errors).toEqual([]);
  });

  test('/search lists the catalogues and opens a listing', async ({ page }) => {
    const answer = await fetchPage('demo');
    const { data: catalogues } = await apiGet<{ data: CatalogueLike[] }>(CATALOGUES, { accountTypeId: answer.websitePage.accountTypeId });
    expect(catalogues.length).toBeGreaterThan(0);
    await page.goto(siteUrl('demo', '/search'));

    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Categories' });
    await expect(list.getByRole('link')).toHaveCount(catalogues.length);
    const first = catalogues[0] as CatalogueLike;
    await list.getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?catalogue=${encodeURIComponent(first.slug)}$`));
  });

  test("/account asks a visitor to log in: 'Login to View Profile'", async ({ page }) => {
    await page.goto(siteUrl('demo', '/account'));
    await expect(page.getByRole('heading', { name: 'Login to View Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/chat');
  });
});
