import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { collectErrors } from './support/console-errors';
import { siteUrl } from './support/ports';

const SHOTS = join(__dirname, '..', '.data', 'test-results', 'contact');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea'));

test.describe('the contact page', () => {
  test('shows every error of an empty submit, then sends a valid message and clears the form', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl('demo', '/contact'));

    // The page's own sections come first (the header block), then the form.
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('IN');

    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Contact number is required', 'Message is required']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: join(SHOTS, 'contact-errors.png'), fullPage: true });

    await field(page, 'Name').fill('Asha Rao');
    await field(page, 'Email').fill('asha@example.in');
    await field(page, 'Contact Number').pressSequentially('98450-12345');
    await expect(field(page, 'Contact Number')).toHaveValue('9845012345');
    await field(page, 'Subject').fill('Bulk order of sarees');
    await field(page, 'Message').fill('Do you ship Kanchipuram silk sarees to Pune?');
    await expect(form.getByText('44/1000')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeHidden();

    const sent = page.waitForResponse((r) => r.url().includes('/business_website/chat_widget/template_contact_us'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(200);
    const note = page.getByRole('status').filter({ hasText: 'Message Sent Successfully!' });
    await expect(note).toBeVisible();
    await expect(note).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
    await page.screenshot({ path: join(SHOTS, 'contact-sent.png'), fullPage: true });

    // About 2 s later the form is empty again.
    await expect(field(page, 'Name')).toHaveValue('', { timeout: 5_000 });
    for (const label of ['Email', 'Contact Number', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
    await expect(form.getByText('0/1000')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on a 390 px phone the form is one column under the cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl('demo', '/contact'));
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form).toBeVisible();
    const name = await field(page, 'Name').boundingBox();
    const email = await field(page, 'Email').boundingBox();
    expect(email!.y).toBeGreaterThan(name!.y);
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'contact-mobile.png'), fullPage: true });
  });
});

test.describe('the desktop header search', () => {
  test('searching from the home page lands on /products?search=...', async ({ page }) => {
    await page.goto(siteUrl('demo', '/'));
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill('silk saree');
    await page.screenshot({ path: join(SHOTS, 'header-search.png') });
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=silk\+saree$/);
    await expect(box).toHaveValue('silk saree');
  });

  test('offers Login, which opens the chat widget', async ({ page }) => {
    await page.goto(siteUrl('demo', '/'));
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    // The chat widget holds the phone-code login.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  });
});
