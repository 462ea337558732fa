import { expect, test } from '@playwright/test';
import { expectedSectionNames, fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { siteUrl } from './support/ports';

test.describe('the demo home page', () => {
  test('on desktop: header, the shown sections in indexPosition order, footer and the chat toggle', async ({ page }) => {
    const errors = collectErrors(page);
    const answer = await fetchPage('demo');
    await page.goto(siteUrl('demo', '/'));

    await expect(page.getByRole('banner')).toContainText(answer.headerSection?.values.find((v) => v.key === 'Logo text')?.value ?? '');
    const slots = page.locator('[data-page-type="home"] [data-section]');
    await expect(slots.first()).toBeVisible();
    const expected = expectedSectionNames(answer, 'desktop');
    await expect(slots).toHaveCount(expected.length);
    expect(await slots.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')))).toEqual(expected);

    const hidden = answer.websitePage.sections.filter((s) => s.status === 'hide' || s.viewMode === 'mobile');
    expect(hidden.length).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open chat' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('.mobile-nav__item')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('on a 390 px phone: mobile sections and the bottom navigation from Menue items', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const answer = await fetchPage('demo');
    await page.goto(siteUrl('demo', '/'));

    // A desktop browser in a phone-wide window: the server drew the desktop layout, the browser draws the phone's.
    const slots = page.locator('.site--mobile [data-page-type="home"] [data-section]');
    await expect(slots.first()).toBeVisible();
    await expect
      .poll(() => slots.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section'))))
      .toEqual(expectedSectionNames(answer, 'mobile'));
    const items = answer.mobFooterSection?.values.filter((v) => v.key === 'Menue items') ?? [];
    expect(items.length).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of items) await expect(nav.getByRole('link', { name: item.value })).toBeVisible();
    // The phone's own top bar (the business's name and the search), not the desktop header with its Login.
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  });

  test('plain localhost falls back to the default site', async ({ page }) => {
    const answer = await fetchPage('demo');
    await page.goto(siteUrl('demo', '/').replace('demo.localhost', 'localhost'));
    await expect(page.getByRole('banner')).toContainText(answer.headerSection?.values.find((v) => v.key === 'Logo text')?.value ?? '');
  });

  test('an unknown path shows the not-found screen with its ways out', async ({ page }) => {
    await page.goto(siteUrl('demo', '/no-such-page'));
    await expect(page.getByText('Connection Error')).toBeVisible();
    for (const name of ['Go Back', 'Home', 'Try Again']) await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page.locator('[data-page-type="home"]')).toBeVisible();
  });
});
