import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { addBengaluruAddress } from './support/checkout-steps';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { siteUrl } from './support/ports';
import { DESKTOP, logInWithCode, newPage, PHONE } from './support/shopper';
import { waitForLivePage } from './support/live-page';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';

interface PriceLike {
  basePrice: number;
  salePrice?: number | null;
}
interface ProductLike {
  _id: string;
  name: string;
  slug: string;
  button: string;
  pricing: PriceLike & { priceVisible: boolean; taxApplicable: boolean; taxRate: number };
  inventory: { stockStatus: string };
  variants: (PriceLike & { _id: string; name: string; stock: number })[];
  dispatchPoints: { _id: string; pincode: string }[];
  shipping: { available: boolean };
}

/** The product page's default choice (first variant in stock, else the product) and whether it is on sale. */
function discounted(product: ProductLike): boolean {
  const source: PriceLike = product.variants.find((v) => v.stock > 0) ?? product.variants[0] ?? product.pricing;
  return typeof source.salePrice === 'number' && source.salePrice > 0 && source.salePrice < source.basePrice;
}

/** Buyable, shipped, taxed products of the demo shop, by whether they ship from Karnataka (the shopper's state). */
async function taxedProducts(): Promise<{ withinState: ProductLike; acrossStates: ProductLike }> {
  const answer = await fetchPage('demo');
  const { data } = await apiGet<{ data: ProductLike[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
  const buyable = data.filter(
    (p) => p.button === 'Buy' && p.pricing.priceVisible && p.pricing.taxApplicable && p.pricing.taxRate > 0 && p.shipping.available && p.inventory.stockStatus === 'In Stock' && p.dispatchPoints.length > 0,
  );
  // Karnataka's PIN codes start with 56–59; the shopper's address is in Bengaluru (560003)
  const inKarnataka = (p: ProductLike) => /^5[6-9]/.test(p.dispatchPoints[0]!.pincode);
  const withinState = buyable.find((p) => inKarnataka(p) && discounted(p)) ?? buyable.find(inKarnataka);
  const acrossStates = buyable.find((p) => !inKarnataka(p) && discounted(p)) ?? buyable.find((p) => !inKarnataka(p));
  if (!withinState || !acrossStates) throw new Error('the demo seed needs taxed products shipped from Karnataka and from another state');
  return { withinState, acrossStates };
}

/** Rupees from a shown amount ('₹1,234.50', '−₹64.05'); 'Free Shipping' is 0. */
function rupees(text: string | null): number {
  if (!text || text === 'Free Shipping') return 0;
  const value = Number(text.replace(/[^\d.]/g, ''));
  return /^[−-]/.test(text.trim()) ? -value : value;
}

/** The amount of a line of a totals block, by its label; 0 when the block has no such line. */
async function lineOf(totals: Locator, label: string): Promise<number> {
  const term = totals.getByText(label, { exact: true });
  if ((await term.count()) === 0) return 0;
  return rupees(await term.locator('xpath=following-sibling::*[1]').textContent());
}

/** Checks the block adds up to the paisa, GST split included, and answers its lines (paise). */
async function expectTotalsAddUp(totals: Locator) {
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  const paise = async (label: string) => Math.round((await lineOf(totals, label)) * 100);
  const lines = {
    items: await paise('Items (incl. GST)'),
    discount: await paise('Discount'),
    shipping: await paise('Shipping'),
    total: await paise('Total'),
    gst: await paise('GST included in total'),
    cgst: await paise('CGST'),
    sgst: await paise('SGST'),
    igst: await paise('IGST'),
  };
  expect(lines.items + lines.discount + lines.shipping).toBe(lines.total);
  expect(lines.gst).toBeGreaterThan(0);
  expect(lines.cgst + lines.sgst + lines.igst).toBe(lines.gst);
  return lines;
}

/** On the product page: its price and its "You save", in paise (0 without a saving). */
async function productPagePrices(page: Page, product: ProductLike): Promise<{ price: number; saving: number }> {
  await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await waitForLivePage(page);
  const save = page.getByText(/^You save ₹/).first();
  const saving = (await save.count()) > 0 ? Math.round(rupees(await save.textContent()) * 100) : 0;
  const price = Math.round(rupees(await page.locator('.sf-pd-price__amount').first().textContent()) * 100);
  return { price, saving };
}

/** The first address, entered in the picker that opens when there is none (Bengaluru, Karnataka). */
async function addFirstAddress(page: Page, scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Add address' }).click();
  await addBengaluruAddress(page);
}

for (const [device, viewport] of [
  ['a phone', PHONE],
  ['a laptop', DESKTOP],
] as const) {
  test.describe(`totals that add up, on ${device}`, () => {
    test('Buy Now’s order summary and the cart summary list items, discount, GST split by place of supply, shipping and total that add up, at the product page’s prices', async ({ browser }) => {
      test.setTimeout(180_000);
      const { withinState, acrossStates } = await taxedProducts();
      const answer = await fetchPage('demo');
      const page = await newPage(browser, viewport);
      const errors = collectErrors(page);
      const scope = viewport === PHONE ? page.locator('body') : page.getByRole('dialog', { name: answer.installedWidgets[0]!.settings.headerTitle });

      // Buy Now of a product shipped within the shopper's state: CGST + SGST, the product page's saving.
      const shown = await productPagePrices(page, withinState);
      await page.getByRole('button', { name: 'Buy Now' }).first().click();
      await scope.getByRole('button', { name: 'Login to Checkout' }).click();
      await logInWithCode(scope, freshPhoneNumber());
      await expect(scope.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
      await addFirstAddress(page, scope);
      const buyNow = await expectTotalsAddUp(scope.getByLabel('Order totals'));
      expect(buyNow.total - buyNow.shipping).toBe(shown.price);
      expect(buyNow.discount).toBe(-shown.saving);
      expect(buyNow.igst).toBe(0);
      expect(Math.abs(buyNow.cgst - buyNow.sgst)).toBeLessThanOrEqual(1);
      await page.screenshot({ path: test.info().outputPath(`order-summary-${viewport.width}.png`), fullPage: false });

      // The cart: the other product, shipped from another state: IGST; two of it, each at the page's price.
      const other = await productPagePrices(page, acrossStates);
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      if (viewport === PHONE) {
        await page.goto(siteUrl('demo', '/cart'));
        await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      } else {
        // the header's Cart opens the widget on the cart summary
        await page.getByRole('button', { name: /^Cart/ }).click();
      }
      await expect(scope.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
      await scope.getByRole('button', { name: `Increase quantity of ${acrossStates.name}` }).click();
      const cart = scope.getByLabel('Order totals');
      await expect.poll(async () => (await expectTotalsAddUp(cart)).total - (await lineOf(cart, 'Shipping')) * 100).toBe(2 * other.price);
      const lines = await expectTotalsAddUp(cart);
      expect(lines.discount).toBe(-2 * other.saving);
      expect([lines.cgst, lines.sgst, lines.igst > 0]).toEqual([0, 0, true]);
      await page.screenshot({ path: test.info().outputPath(`cart-summary-${viewport.width}.png`), fullPage: false });
      expect(errors).toEqual([]);
    });
  });
}
