import { expect, test } from '@playwright/test';
import { apiGet, fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { waitForLivePage } from './support/live-page';
import { freshPhoneNumber } from './support/login-code';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { DESKTOP, logInWithCode, newPage, PHONE } from './support/shopper';

const PRODUCTS = '/business_website/catalogue/product/get_catalogue_product_items_for_public';
const ENQUIRY_SENT = 'Your enquiry has been sent. We will reply to you here.';

interface ProductLike {
  name: string;
  slug: string;
  button: string;
  pricing: { priceVisible: boolean };
}

for (const [layout, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
  test(`on a ${layout}, a sent enquiry is confirmed in the chat with its card in view, and the business's reply carries its name and logo`, async ({ browser }) => {
    test.setTimeout(120_000);
    const answer = await fetchPage('demo');
    const { data } = await apiGet<{ data: ProductLike[] }>(PRODUCTS, { accountTypeId: answer.websitePage.accountTypeId, limit: 100 });
    const priced = data.find((p) => p.button === 'Chat' && p.pricing.priceVisible);
    if (!priced) throw new Error('the demo seed lost its chat product');
    const title = answer.installedWidgets[0]!.settings.headerTitle;
    const phone = freshPhoneNumber();
    const page = await newPage(browser, viewport);
    const errors = collectErrors(page);
    const chat = layout === 'phone' ? page.getByRole('region', { name: title }) : page.getByRole('dialog', { name: title });

    // Log in from the chat first, so the enquiry goes straight out.
    await page.goto(siteUrl('demo', layout === 'phone' ? '/chat' : '/?chat=open'));
    await logInWithCode(chat, phone);
    // a conversation longer than the panel, so the newest card has to be scrolled to
    await chat.getByRole('button', { name: /Track my order/ }).click();
    const thread = chat.getByRole('log', { name: 'Messages' });
    const box = chat.getByRole('textbox', { name: 'Message' });
    for (let n = 1; n <= 10; n += 1) {
      await box.fill(`Question ${n} about the weaves and the colours you have`);
      await box.press('Enter');
      await expect(thread.getByText(`Question ${n} about`)).toBeVisible();
    }

    await page.goto(siteUrl('demo', `/product-details?name=${encodeURIComponent(priced.slug)}`));
    await waitForLivePage(page);
    await page.getByRole('button', { name: 'Chat Now' }).first().click();
    await chat.getByRole('button', { name: 'Send Detailed Enquiry Request' }).click();

    // The chat confirms it below the card, and the newest card is in view, the early questions scrolled away.
    await expect(thread.getByText(ENQUIRY_SENT)).toBeInViewport({ timeout: 15_000 });
    await expect(thread.getByText('Detailed Enquiry Request').last()).toBeInViewport();
    await expect(thread.getByText('Question 1 about')).not.toBeInViewport();
    await screenshot(page, 'enquiry-confirmed');

    // The owner answers; the reply carries the business's name and logo.
    const owner = await newPage(browser);
    await loginOwner(owner, '/owner/inbox');
    await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
    await owner.getByLabel(/Reply to/).fill('Thank you! The blue one is in stock.');
    await owner.getByRole('button', { name: 'Send' }).click();
    const reply = thread.locator('.chat-msg').filter({ hasText: 'Thank you! The blue one is in stock.' });
    await expect(reply).toBeInViewport();
    await expect(reply.getByText(answer.businessName, { exact: true })).toBeVisible();
    // the demo business has a logo (the seed draws one); the reply shows that picture
    const { logo } = answer as typeof answer & { logo: string | null };
    expect(logo).toBeTruthy();
    await expect(reply.locator('img.business-avatar__logo')).toHaveAttribute('src', logo!);
    await expect(reply.locator('img.business-avatar__logo')).toBeVisible();
    await screenshot(page, 'business-reply');
    await owner.context().close();
    expect(errors).toEqual([]);
  });
}
