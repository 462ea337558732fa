import { expect, type Page } from '@playwright/test';
import { siteUrl } from './ports';

/** The demo owner, as the seed prints it (api/src/db/seed/demo/index.ts). */
export const OWNER = { email: 'owner@demo.localhost', password: 'kaveri-demo-2025' };

/** Logs the demo owner in through the /owner page and lands on `next` (a path of the site). */
export async function loginOwner(page: Page, next = '/'): Promise<void> {
  await page.goto(siteUrl('demo', `/owner?next=${encodeURIComponent(next)}`));
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(siteUrl('demo', next));
}
