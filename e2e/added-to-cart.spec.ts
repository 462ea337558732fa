import { expect, test } from '@playwright/test';
import { buyableProduct } from './support/checkout-steps';
import { siteUrl } from './support/ports';
import { PHONE_DEVICE } from './support/phone-device';
import { DESKTOP } from './support/shopper';
import { waitForLivePage } from './support/live-page';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

test.describe('Added to cart', () => {
  test('offers View cart above a phone’s action bar, leaving Buy Now free to tap', async ({ browser }) => {
    const product = await buyableProduct();
    const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...PHONE_DEVICE });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', `/product-details?name=${product.slug}`));
    await waitForLivePage(page);
    const bar = page.getByRole('region', { name: 'Product actions' });
    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(message).toBeVisible();
    const buy = bar.getByRole('button', { name: 'Buy Now' });
    const [messageBox, buyBox] = [await message.boundingBox(), await buy.boundingBox()];
    expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(buyBox!.y);
    await page.screenshot({ path: test.info().outputPath('added-to-cart-390.png') });
    // Buy Now is not covered: a real tap on its middle reaches it.
    await buy.click({ trial: true });

    await message.getByRole('button', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await context.close();
  });

  test('offers View cart at 1280 px, which opens the cart summary', async ({ browser }) => {
    const product = await buyableProduct();
    const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', `/product-details?name=${product.slug}`));
    await waitForLivePage(page);
    await page.locator('#main').getByRole('button', { name: 'Add to Cart' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Added to cart' });
    await expect(message).toBeVisible();
    await page.locator('#main').getByRole('button', { name: 'Buy Now' }).click({ trial: true });
    await page.screenshot({ path: test.info().outputPath('added-to-cart-1280.png') });
    await message.getByRole('button', { name: 'View cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.close();
  });
});
