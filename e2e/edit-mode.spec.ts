import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors } from './support/console-errors';
import { OWNER } from './support/owner';
import { E2E_PORTS, siteUrl } from './support/ports';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/** Title given to the sections this journey creates; cleanup finds them by it. */
const COPY_TITLE = 'E2E Spice Picks';
const ORIGINAL = 'Featured Products: Festive Home Decor';
const COPY = `Featured Products: ${COPY_TITLE}`;

// Through the site's own server, as an owner's edits go: it forwards the API paths and drops its cached
// pages of the site (plain 127.0.0.1 is the default site, demo) when an edit succeeds.
const API = `http://127.0.0.1:${E2E_PORTS.host}`;

/** Edit mode's frame of a section, by the name its bar carries ("Featured Products: Festive Home Decor"). */
const frames = (page: Page, name: string): Locator =>
  page.locator('[data-edit-section]').filter({ has: page.getByRole('group', { name: `${name} section`, exact: true }) });
const bar = (frame: Locator, name: string) => frame.getByRole('group', { name: `${name} section`, exact: true });
const snackbar = (page: Page, message: string) => page.locator('.snackbars').getByText(message, { exact: true }).first();

/**
 * Removes the sections this journey created, through the API as the owner, so the other journeys of the
 * run find the home page as seeded (their order and titles).
 */
async function removeCreatedSections(): Promise<void> {
  const login = await fetch(`${API}/auth/owner_login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...OWNER, subdomain: 'demo' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const answer = await fetch(`${API}/business_website/page/get_published_website_specific_page?subdomain=demo&customRoute=/`);
  const { websitePage } = (await answer.json()) as { websitePage: { sections: { _id: string; values: { key: string; value: string }[] }[] } };
  const created = websitePage.sections.filter((s) => s.values.some((v) => v.key === 'Title' && v.value === COPY_TITLE));
  for (const section of created) {
    await fetch(`${API}/business_website/page/remove_website_page_section`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ sectionId: section._id }),
    });
  }
}

test.afterAll(removeCreatedSections);

test('the owner edits the home page and a shopper sees the changes', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);

  // The demo site is not premium: 'Edit Website' leads to the owner login; logging in returns home in
  // edit mode, without the chat.
  await page.goto(siteUrl('demo', '/'));
  await page.getByRole('link', { name: 'Edit Website' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/owner'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl('demo', '/'));
  const ownerBar = page.getByRole('region', { name: 'Website owner' });
  await expect(ownerBar).toContainText('Edit mode');
  await expect(frames(page, ORIGINAL)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);

  // Duplicate Festive Home Decor: the copy comes right after it.
  await bar(frames(page, ORIGINAL), ORIGINAL).getByRole('button', { name: 'Duplicate' }).click();
  await expect(snackbar(page, 'Section duplicated successfully')).toBeVisible();
  await expect(frames(page, ORIGINAL)).toHaveCount(2);

  // Edit the copy's title.
  await bar(frames(page, ORIGINAL).nth(1), ORIGINAL).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: `Edit ${ORIGINAL}` });
  await form.getByLabel('Title', { exact: true }).fill(COPY_TITLE);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(snackbar(page, 'Section updated successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
  const copy = frames(page, COPY);
  await expect(copy).toHaveCount(1);
  await expect(frames(page, ORIGINAL)).toHaveCount(1);

  // Connect the Kitchen & Spices catalogue to the copy.
  await copy.getByRole('button', { name: 'Change Catalogue' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Catalogue' });
  await expect(picker.getByRole('button', { name: /Home Decor/ })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: /Kitchen & Spices/ }).click();
  await expect(snackbar(page, 'Catalogue connected successfully')).toBeVisible();
  await expect(picker).toHaveCount(0);
  await expect(copy.getByRole('group', { name: 'Change Catalogue' })).toContainText('kitchen-spices');
  await expect(copy.getByRole('link', { name: `View All ${COPY_TITLE}` })).toHaveAttribute('href', '/products?catalogue=kitchen-spices');

  // Duplicate the copy and hide the duplicate: edit mode keeps it, marked Hidden, with Show.
  await bar(copy, COPY).getByRole('button', { name: 'Duplicate' }).click();
  await expect(snackbar(page, 'Section duplicated successfully').last()).toBeVisible();
  await expect(frames(page, COPY)).toHaveCount(2);
  const toHide = frames(page, COPY).nth(1);
  await bar(toHide, COPY).getByRole('button', { name: 'Hide' }).click();
  await expect(snackbar(page, 'Section hidden successfully')).toBeVisible();
  await expect(bar(frames(page, COPY).nth(1), COPY).getByText('Hidden')).toBeVisible();
  await expect(bar(frames(page, COPY).nth(1), COPY).getByRole('button', { name: 'Show' })).toBeVisible();

  // Duplicate once more and remove that duplicate, confirming.
  await bar(frames(page, COPY).first(), COPY).getByRole('button', { name: 'Duplicate' }).click();
  await expect(frames(page, COPY)).toHaveCount(3);
  const doomed = frames(page, COPY).nth(1);
  await expect(bar(doomed, COPY).getByText('Hidden')).toHaveCount(0);
  await bar(doomed, COPY).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this section?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(snackbar(page, 'Section removed successfully')).toBeVisible();
  await expect(frames(page, COPY)).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('edit-mode.png'), fullPage: true });

  // A shopper in a fresh browser sees the edits: one visible copy with the spices, the original, the banner.
  const shopperContext = await browser.newContext({ storageState: RETURNING_VISITOR_STATE });
  const shopper = await shopperContext.newPage();
  await shopper.goto(siteUrl('demo', '/'));
  const copyRegion = shopper.getByRole('region', { name: COPY_TITLE });
  await expect(copyRegion).toHaveCount(1);
  await expect(copyRegion.getByRole('link', { name: `View All ${COPY_TITLE}` })).toHaveAttribute('href', '/products?catalogue=kitchen-spices');
  await expect(copyRegion.getByRole('article').first()).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Festive Home Decor' })).toHaveCount(1);
  await expect(shopper.locator('[data-section="Banner"]')).toHaveCount(1);
  await expect(shopper.getByRole('region', { name: 'Website owner' })).toHaveCount(0);
  await expect(shopper.getByRole('link', { name: 'Edit Website' })).toHaveAttribute('href', '/owner');
  await expect(shopper.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await expect(shopper.locator('[data-edit-section]')).toHaveCount(0);
  await shopper.screenshot({ path: test.info().outputPath('shopper.png'), fullPage: true });
  await shopperContext.close();

  // The owner leaves edit mode (the chat comes back) and logs out.
  await ownerBar.getByRole('button', { name: 'Exit edit mode' }).click();
  await expect(page.locator('[data-edit-section]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
  await ownerBar.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('region', { name: 'Website owner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Website' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userAccessToken'))).toBeNull();

  // The one 401 is the wrong password above, refused by design; nothing else may fail.
  expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
});

test('an owner whose token is refused while editing is sent to the owner login with the message', async ({ page }) => {
  await page.goto(siteUrl('demo', '/'));
  await page.getByRole('link', { name: 'Edit Website' }).click();
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: 'Website owner' })).toContainText('Edit mode');

  // A token whose signature does not match (spec: TOKEN_INVALID clears the token and logs out).
  await page.evaluate(() => {
    const token = window.localStorage.getItem('userAccessToken') ?? '';
    window.localStorage.setItem('userAccessToken', `${token.slice(0, token.lastIndexOf('.'))}.forged`);
  });
  await page.reload();
  await expect(page).toHaveURL(siteUrl('demo', '/owner'));
  await expect(snackbar(page, 'Invalid token')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('userAccessToken'))).toBeNull();
});
