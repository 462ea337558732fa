import { expect, test } from '@playwright/test';
import { readConfirmationToken } from './support/confirmation-link';
import { E2E_PORTS, siteUrl } from './support/ports';
import { newPage } from './support/shopper';

test('a business signs up, confirms the e-mail from the logged link, logs in and sees its new site', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const shop = { name: 'Asha Rao', business: 'Asha Bakes', subdomain: `asha-${tag}`, email: `asha-${tag}@example.in`, password: 'a-long-password-1' };
  const page = await newPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`http://localhost:${E2E_PORTS.host}/owner/signup`);
  await page.getByLabel('Your name').fill(shop.name);
  await page.getByLabel('Business name').fill(shop.business);
  await page.getByLabel('Subdomain').fill('admin');
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Password').fill(shop.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This subdomain is reserved. Please choose another.')).toBeVisible();
  await page.getByLabel('Subdomain').fill(shop.subdomain);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const token = await readConfirmationToken(shop.email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://localhost:${E2E_PORTS.host}/owner/confirm?token=${token}`);
  await expect(page.getByText('E-mail confirmed. You can log in now.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to your site' })).toHaveAttribute('href', siteUrl(shop.subdomain, '/owner'));

  await page.goto(siteUrl(shop.subdomain, '/owner'));
  await page.getByLabel('Email').fill(shop.email);
  await page.getByLabel('Password').fill(shop.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl(shop.subdomain, '/'));
  // The owner lands on the new site's published home page, in edit mode.
  await expect(page.getByText(`Welcome to ${shop.business}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit edit mode' })).toBeVisible();
});
