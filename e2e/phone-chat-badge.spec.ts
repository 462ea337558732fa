import { expect, test } from '@playwright/test';
import { freshPhoneNumber } from './support/login-code';
import { waitForLivePage } from './support/live-page';
import { loginOwner } from './support/owner';
import { PHONE_DEVICE } from './support/phone-device';
import { E2E_PORTS, siteUrl } from './support/ports';
import { logInWithCode, newPage } from './support/shopper';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

test('the phone’s Chat badge lights up from an owner’s reply while the shopper is on another page', async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = freshPhoneNumber();

  const owner = await newPage(browser);
  await loginOwner(owner, '/owner/inbox');
  await expect(owner.getByRole('navigation', { name: 'Conversations' })).toBeVisible();

  // A shopper logs in on the phone's chat page and writes to the business.
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...PHONE_DEVICE });
  const shopper = await context.newPage();
  await shopper.goto(siteUrl('demo', '/chat'));
  const chat = shopper.locator('#main');
  await logInWithCode(chat, phone);
  await chat.getByRole('button', { name: /Track my order/ }).click();
  await chat.getByRole('textbox', { name: 'Message' }).fill('Has my order left?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByRole('log', { name: 'Messages' }).getByText('Has my order left?')).toBeVisible();

  // On another page, loaded afresh: the chat widget is not part of it.
  await shopper.goto(siteUrl('demo', '/products'));
  await waitForLivePage(shopper);
  const nav = shopper.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByLabel(/unread/)).toHaveCount(0);

  await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
  await owner.getByLabel(/Reply to/).fill('It left Kanchipuram this morning.');
  await owner.getByRole('button', { name: 'Send' }).click();

  // Live, without a reload.
  await expect(nav.getByLabel('1 unread')).toBeVisible();
  await shopper.screenshot({ path: test.info().outputPath('phone-chat-badge-390.png') });
  const chatRemote = `:${E2E_PORTS.chat}/`;
  expect(await shopper.evaluate((origin) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(origin)), chatRemote)).toBe(false);

  // A fresh page knows the count from the server.
  await shopper.goto(siteUrl('demo', '/'));
  await expect(shopper.getByRole('navigation', { name: 'Main' }).getByLabel('1 unread')).toBeVisible();

  // Reading it on the chat page clears it.
  await shopper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Chat/ }).click();
  await expect(shopper.locator('#main').getByText('It left Kanchipuram this morning.')).toBeVisible();
  await expect(shopper.getByRole('navigation', { name: 'Main' }).getByLabel(/unread/)).toHaveCount(0);
  await context.close();
  await owner.context().close();
});
