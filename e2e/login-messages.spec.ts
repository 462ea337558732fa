import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { buyableProduct } from './support/checkout-steps';
import { hostRequest } from './support/host-request';
import { waitForLivePage } from './support/live-page';
import { freshPhoneNumber } from './support/login-code';
import { siteUrl } from './support/ports';
import { newPage, PHONE, sendLoginCode } from './support/shopper';

const VERIFY_CODE = '/auth/customer/verify_code';
/** Code checks one client address may make in 10 minutes (api: VERIFY_CODE_PER_ADDRESS). */
const VERIFY_CHECKS_PER_ADDRESS = 200;

/** A loopback address no other journey uses: a network of its own, for the per-address limits. */
const ownNetwork = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Six digits that are not `code`. */
const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n * 7919) % 1_000_000).padStart(6, '0');

/** The phone's /chat page with the login, on a phone. */
async function phoneLogin(browser: Parameters<typeof newPage>[0], path = '/chat'): Promise<Page> {
  const page = await newPage(browser, PHONE);
  await page.goto(siteUrl('demo', path));
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeVisible();
  return page;
}

test.describe('the login steps say what happened, on a phone', () => {
  test('a code already used (in another tab) is expired: the server says so and asks for a new code', async ({ browser }) => {
    const page = await phoneLogin(browser);
    const phoneNumber = freshPhoneNumber();
    const code = await sendLoginCode(page.locator('body'), phoneNumber);
    // the shopper logs in with it elsewhere first
    const used = await hostRequest(VERIFY_CODE, { method: 'POST', body: { phoneNumber, countryCode: '+91', subdomain: 'demo', otp: code }, localAddress: ownNetwork() });
    expect(used.status).toBe(200);

    await page.getByLabel('Verification code').fill(code);
    await expect(page.getByRole('alert')).toHaveText('The verification code has expired. Please request a new code.');
    await expect(page.getByLabel('Verification code')).toBeVisible();
  });

  test('five wrong codes lock the code: the fifth says to request a new one, and the right code no longer works', async ({ browser }) => {
    const page = await phoneLogin(browser);
    const code = await sendLoginCode(page.locator('body'), freshPhoneNumber());
    const field = page.getByLabel('Verification code');
    for (let n = 0; n < 4; n += 1) {
      await field.fill(wrongCode(code, n));
      await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');
    }
    await field.fill(wrongCode(code, 4));
    await expect(page.getByRole('alert')).toHaveText('Too many wrong codes. Please request a new code.');
    await field.fill(code);
    await expect(page.getByRole('alert')).toHaveText('Too many wrong codes. Please request a new code.');
    await expect(page.getByRole('button', { name: /^Resend code/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('code-locked-390.png') });
  });

  test('a network that has used up its code checks is told to wait, in the server’s words', async ({ browser }) => {
    const page = await phoneLogin(browser);
    const network = ownNetwork();
    // the shopper's network (a carrier's shared address) has made its 200 checks in these 10 minutes
    for (let sent = 0; sent < VERIFY_CHECKS_PER_ADDRESS; sent += 20) {
      await Promise.all(
        Array.from({ length: 20 }, () =>
          hostRequest(VERIFY_CODE, { method: 'POST', body: { phoneNumber: freshPhoneNumber(), countryCode: '+91', subdomain: 'demo', otp: '000000' }, localAddress: network }),
        ),
      );
    }
    // this shopper's check goes out from that network
    await page.route(`**${VERIFY_CODE}`, async (route) => {
      const answer = await hostRequest(VERIFY_CODE, { method: 'POST', body: route.request().postDataJSON(), localAddress: network });
      await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.text });
    });
    const code = await sendLoginCode(page.locator('body'), freshPhoneNumber());
    await page.getByLabel('Verification code').fill(code);
    await expect(page.getByRole('alert')).toHaveText('Too many verification attempts. Please try again in 10 minutes.');
  });

  test('reached from Buy Now, the login asks for the number to check out', async ({ browser }) => {
    const product = await buyableProduct();
    const page = await newPage(browser, PHONE);
    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(product.slug)}`));
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    // a visitor sees the order summary first, then logs in to check out
    await page.getByRole('button', { name: 'Login to Checkout' }).click();
    await expect(page.getByText('Please enter your phone number to check out.')).toBeVisible();
    await expect(page.getByText('Please enter your phone number to start chatting with us.')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('checkout-login-390.png') });
  });
});
