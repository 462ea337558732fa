import { expect, test } from '@playwright/test';
import { fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { siteUrl } from './support/ports';
import { loginOwner } from './support/owner';
import { logInWithCode, newPage, PHONE } from './support/shopper';

/** A 2×2 PNG, small enough for the 5 MB image limit, real enough for the server's byte check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('the chat between a shopper and the business', () => {
  test('log in with the code, pick a topic, send text and an image; the owner reads and answers live; offline messages are sent once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const answer = await fetchPage('demo');
    const settings = answer.installedWidgets[0]!.settings;
    const phone = freshPhoneNumber();

    // The owner opens the inbox in a browser of their own.
    const owner = await newPage(browser);
    await loginOwner(owner, '/owner/inbox');
    await expect(owner.getByRole('navigation', { name: 'Conversations' })).toBeVisible();

    // A shopper logs in from the floating widget.
    const shopper = await newPage(browser);
    const errors = collectErrors(shopper);
    await shopper.goto(siteUrl('demo', '/'));
    await shopper.getByRole('button', { name: 'Open chat' }).click();
    const widget = shopper.getByRole('dialog', { name: settings.headerTitle });
    await expect(widget.getByText('Please enter your phone number to start chatting with us.')).toBeVisible();
    await logInWithCode(widget, phone);

    // The widget has topics: a custom topic posts its card and goes to the conversation.
    await expect(widget.getByText('How can we help you today?')).toBeVisible();
    await widget.getByRole('button', { name: /Track my order/ }).click();
    const thread = widget.getByRole('log', { name: 'Messages' });
    await expect(thread.getByText('Track my order').first()).toBeVisible();

    await widget.getByRole('textbox', { name: 'Message' }).fill('Is the peacock blue Kanjivaram in stock?');
    await widget.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(thread.getByText('Is the peacock blue Kanjivaram in stock?')).toBeVisible();

    await widget.getByLabel('Image to attach').setInputFiles({ name: 'saree.png', mimeType: 'image/png', buffer: PNG });
    const preview = widget.getByRole('group', { name: 'Attachment preview' });
    await preview.getByLabel('Caption (optional)').fill('Like this one');
    await preview.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Like this one')).toBeVisible();
    await expect(thread.locator('img[src*="/chat-widget/images/"]')).toHaveCount(1);

    // The owner's inbox shows the conversation live; opening it shows what the shopper sent.
    const row = owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) });
    await expect(row).toBeVisible();
    await row.click();
    const ownerThread = owner.getByRole('log', { name: /Messages with/ });
    await expect(ownerThread.getByText('Is the peacock blue Kanjivaram in stock?')).toBeVisible();
    await expect(ownerThread.getByText('Like this one')).toBeVisible();

    // The owner answers; the shopper's open thread shows it at once.
    await owner.getByLabel(/Reply to/).fill('Yes, two pieces left in peacock blue.');
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Yes, two pieces left in peacock blue.')).toBeVisible();

    // With the widget closed, a reply raises the unread badge.
    await shopper.getByRole('button', { name: 'Close chat' }).first().click();
    await owner.getByLabel(/Reply to/).fill('They ship in two days.');
    await owner.getByRole('button', { name: 'Send' }).click();
    await expect(shopper.getByRole('button', { name: 'Open chat' })).toContainText('1');

    // A reload keeps the session and the thread.
    await shopper.reload();
    await shopper.getByRole('button', { name: 'Open chat' }).click();
    await expect(thread.getByText('They ship in two days.')).toBeVisible();
    await expect(widget.getByLabel('Phone number')).toHaveCount(0);

    // Written while offline: kept with a pending mark, sent once when the connection returns.
    await shopper.context().setOffline(true);
    await widget.getByRole('textbox', { name: 'Message' }).fill('Sent while offline');
    await widget.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(thread.getByLabel('Waiting to send')).toBeVisible();
    await shopper.context().setOffline(false);
    await expect(thread.getByLabel('Waiting to send')).toHaveCount(0, { timeout: 30_000 });
    await expect(ownerThread.getByText('Sent while offline')).toHaveCount(1);
    await owner.reload();
    await owner.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(phone) }).click();
    await expect(owner.getByRole('log', { name: /Messages with/ }).getByText('Sent while offline')).toHaveCount(1);

    // Logout (the header's account menu) returns the widget to phone entry.
    await shopper.getByRole('button', { name: 'Close chat' }).first().click();
    await shopper.getByRole('button', { name: new RegExp(phone) }).click();
    await shopper.getByRole('menuitem', { name: 'Logout' }).click();
    await shopper.getByRole('button', { name: 'Open chat' }).click();
    await expect(widget.getByLabel('Phone number')).toBeVisible();
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
  });

  test('on a phone: /chat is full screen; History lists the shopper’s orders and cancels one', async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await newPage(browser, PHONE);
    await page.goto(siteUrl('demo', '/chat'));
    const screen = page.getByRole('region', { name: 'Chat with Kaveri' });
    await screen.getByRole('tab', { name: 'History' }).click();
    await expect(screen.getByText('You are not logged in')).toBeVisible();
    await screen.getByRole('tab', { name: 'Chat' }).click();

    // The seeded demo shopper, Asha Rao, has two orders.
    await logInWithCode(screen, '9876543210');
    await expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await screen.getByRole('tab', { name: 'History' }).click();
    const active = screen.getByRole('article').filter({ hasText: 'KHH-1002' });
    await expect(active).toBeVisible();
    await expect(screen.getByRole('article').filter({ hasText: 'KHH-1001' })).toBeVisible();

    await active.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Order?' });
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(active).toContainText('Cancelled');

    // The business's chat says so a second later.
    await screen.getByRole('tab', { name: 'Chat' }).click();
    await screen.getByRole('button', { name: 'Continue the conversation' }).click();
    await expect(screen.getByRole('log', { name: 'Messages' }).getByText('Order Cancelled').first()).toBeVisible();

    // Logout from the full-screen chat returns to phone entry.
    await screen.getByRole('button', { name: 'Logout' }).click();
    await expect(screen.getByLabel('Phone number')).toBeVisible();
  });

  test('a first visit on desktop opens the widget once; the next visit leaves it closed', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', '/'));
    await expect(page.getByRole('dialog', { name: 'Chat with Kaveri' })).toBeVisible();
    await page.getByRole('button', { name: 'Close chat' }).first().click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Chat with Kaveri' })).toHaveCount(0);
  });
});
