import { expect, test } from '@playwright/test';
import { newPage } from './support/shopper';
import { E2E_PORTS, siteUrl } from './support/ports';
import { screenshot } from './support/screenshots';

/** The sunrise owner, whom no other journey logs in: the guesses below hold only this account. */
const OWNER = { email: 'owner@sunrise.localhost', password: 'kaveri-demo-2025' };

/** A wrong password from its own address (the API believes the loopback proxy's X-Forwarded-For). */
const guess = (i: number) =>
  fetch(`http://127.0.0.1:${E2E_PORTS.api}/auth/owner_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
    body: JSON.stringify({ email: OWNER.email, password: `guess-${i}` }),
  });

test('the owner reads at the top of the inbox that repeated failed logins from many addresses were stopped', async ({ browser }) => {
  test.setTimeout(90_000);
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push((await guess(i)).status);
  expect(answers).toEqual([401, 401, 401, 401, 401, 429]);

  // The account waits 30 s, for the owner too; then the owner logs in and is told.
  const page = await newPage(browser);
  await page.goto(siteUrl('sunrise', `/owner?next=${encodeURIComponent('/owner/inbox')}`));
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/Too many failed logins for this account/)).toBeVisible();

  await page.waitForTimeout(31_000);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl('sunrise', '/owner/inbox'));
  const notice = page.getByRole('list', { name: 'Account notices' }).getByRole('status');
  await expect(notice).toContainText(/Repeated failed logins to your account were stopped on .+: 5 wrong passwords from 5 different addresses\./);
  await screenshot(page, 'owner-login-notice');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await screenshot(page, 'owner-login-notice');

  await page.getByRole('button', { name: 'Hide this notice' }).click();
  await expect(notice).toHaveCount(0);
  await page.context().close();
});
