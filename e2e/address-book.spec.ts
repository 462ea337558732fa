import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';
import { logInWithCode, newPage, PHONE } from './support/shopper';

/** Fills the address sheet (add or edit) and saves it; the pincode fills city and state. */
async function fillAddress(page: Page, title: string, values: { label: string; fullName: string; line1: string; pincode: string; state: RegExp }) {
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByLabel('Label').fill(values.label);
  await sheet.getByLabel('Full name').fill(values.fullName);
  await sheet.getByLabel('Phone').fill('9845011111');
  await sheet.getByLabel('Address line 1').fill(values.line1);
  await sheet.getByLabel('Pincode').fill(values.pincode);
  await expect(sheet.getByLabel('State')).toHaveValue(values.state);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
}

/** The saved address whose label (or whose lines) name it. */
const cardOf = (book: Locator, label: string) => book.getByRole('listitem').filter({ hasText: label });

test('on a phone, Profile → Delivery Address opens the address book: add, edit, make default, delete, never the only address', async ({ browser }) => {
  test.setTimeout(120_000);
  const answer = await fetchPage('demo');
  const page = await newPage(browser, PHONE);
  const errors = collectErrors(page);

  // Logged out, the address book asks to log in as the profile does.
  await page.goto(siteUrl('demo', '/account?view=addresses'));
  await expect(page.getByRole('heading', { name: 'Login to View Addresses' })).toBeVisible();
  await screenshot(page, 'address-book-visitor');
  await page.getByRole('button', { name: 'Login Now' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await logInWithCode(page.getByRole('region', { name: answer.installedWidgets[0]!.settings.headerTitle }), freshPhoneNumber());
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The profile's Delivery Address link opens the book, not the cart.
  await page.goto(siteUrl('demo', '/account'));
  await page.getByRole('link', { name: 'Delivery Address' }).click();
  await expect(page).toHaveURL(/\/account\?view=addresses$/);
  const book = page.getByRole('region', { name: 'Delivery Addresses' });
  await expect(book.getByText('No saved addresses yet', { exact: false })).toBeVisible();

  // Add two addresses; the first is the only one and cannot be deleted.
  await book.getByRole('button', { name: '+ Add New Address' }).click();
  await fillAddress(page, 'Add New Address', { label: 'Home', fullName: 'Meera Iyer', line1: '12, 4th Cross, Malleswaram', pincode: '560003', state: /karnataka/i });
  await expect(cardOf(book, 'Home')).toContainText('Meera Iyer');
  await expect(book.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await book.getByRole('button', { name: '+ Add New Address' }).click();
  await fillAddress(page, 'Add New Address', { label: 'Office', fullName: 'Meera Iyer', line1: '3rd Floor, Brigade Road', pincode: '560001', state: /karnataka/i });
  await expect(book.getByRole('listitem')).toHaveCount(2);

  // Edit the office, make it the default.
  await book.getByRole('button', { name: 'Edit Office' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await edit.getByLabel('Address line 1').fill('5th Floor, Brigade Road');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(cardOf(book, 'Office')).toContainText('5th Floor, Brigade Road');
  await book.getByRole('button', { name: 'Make Office the default' }).click();
  await expect(cardOf(book, 'Office').getByText('Default', { exact: true })).toBeVisible();
  await expect(cardOf(book, 'Home').getByText('Default', { exact: true })).toHaveCount(0);
  await screenshot(page, 'address-book');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Delete the home address; the office is then the only one, and cannot be deleted.
  await book.getByRole('button', { name: 'Delete Home' }).click();
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The book is the server's: a reload shows the same.
  await page.reload();
  await expect(cardOf(page.getByRole('region', { name: 'Delivery Addresses' }), 'Office')).toContainText('5th Floor, Brigade Road');
  expect(errors).toEqual([]);
});
