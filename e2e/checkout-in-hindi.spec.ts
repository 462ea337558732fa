import { expect, test } from '@playwright/test';
import { collectErrors } from './support/console-errors';
import { siteUrl } from './support/ports';
import { newPage, PHONE } from './support/shopper';

test.describe("the checkout's pages in Hindi", () => {
  test('a phone with the Hindi choice reads the cart page and the tracking page in Hindi, with no chunk or runtime errors', async ({ browser }) => {
    const page = await newPage(browser, PHONE);
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: siteUrl('demo', '/') }]);
    const errors = collectErrors(page);

    await page.goto(siteUrl('demo', '/cart'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { name: 'शॉपिंग कार्ट' })).toBeVisible();
    await expect(page.getByText('आपकी कार्ट खाली है')).toBeVisible();
    await expect(page.getByRole('link', { name: 'खरीदारी जारी रखें' })).toBeVisible();

    await page.goto(siteUrl('demo', '/track-order?order=KHH-1001'));
    await expect(page.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeVisible();
    await expect(page.getByLabel('ऑर्डर नंबर')).toHaveValue('KHH-1001');
    await expect(page.getByRole('button', { name: 'कोड भेजें' })).toBeVisible();
    await expect(page).toHaveTitle(/अपना ऑर्डर ट्रैक करें/);
    expect(errors).toEqual([]);
  });
});
