import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { fetchPage } from './support/api';
import { freshPhoneNumber } from './support/login-code';
import { loginOwner } from './support/owner';
import { siteUrl } from './support/ports';
import { DESKTOP, logInWithCode } from './support/shopper';
import { RETURNING_VISITOR_STATE } from './support/visited-state';

/**
 * The server's HTML comes alive in steps: the header and the first section at once, the sections below
 * the fold when they come near the viewport or the browser is idle, without a mismatch. What depends on
 * the shopper's browser (Login or the customer, the cart count) sits in boxes that do not move when it
 * arrives after hydration.
 */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
/** What React prints when hydration fails (in words in development, as error numbers in production). */
const HYDRATION_TROUBLE = /hydrat|did not match|mismatch|Minified React error #(418|419|423|425)/i;
/** A browser that is never idle (a busy phone): sections then wait for the viewport or the shopper. */
const NEVER_IDLE = () => {
  window.requestIdleCallback = () => 0;
};

const slots = (page: Page) => page.locator('.sf-page > [data-section]');

function collectTrouble(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || HYDRATION_TROUBLE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

/** Index of the first section whose top lies more than two screens down (and that holds `holding`). */
async function firstFarSection(page: Page, holding = '*'): Promise<number> {
  return page.evaluate((inside) => {
    const all = Array.from(document.querySelectorAll('.sf-page > [data-section]'));
    return all.findIndex((slot) => {
      const box = slot.firstElementChild?.getBoundingClientRect();
      return box !== undefined && box.top > window.innerHeight * 2.5 && slot.querySelector(inside) !== null;
    });
  }, holding);
}

test.describe('sections below the fold', () => {
  test('keep the server markup unhydrated at first, then hydrate in place as the shopper scrolls to them', async ({ browser }) => {
    const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport: DESKTOP });
    await context.addInitScript(NEVER_IDLE);
    const page = await context.newPage();
    const problems = collectTrouble(page);
    await page.goto(siteUrl('demo', '/'), { waitUntil: 'networkidle' });

    await expect(slots(page).first()).toHaveAttribute('data-hydration', 'done');
    const far = await firstFarSection(page);
    expect(far).toBeGreaterThan(0);
    const section = slots(page).nth(far);
    await expect(section).toHaveAttribute('data-hydration', 'pending');
    // The server's element stays the one on screen: tagged now, it is still there after hydration.
    await section.evaluate((slot) => ((slot.firstElementChild as HTMLElement).dataset.fromServer = 'yes'));

    await section.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-hydration', 'done');
    await expect(section.locator(':scope > [data-from-server="yes"]')).toHaveCount(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('hydrate on their own when the browser is idle, on a phone too', async ({ browser }) => {
    for (const device of [{ viewport: DESKTOP }, PHONE]) {
      const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, ...device });
      const page = await context.newPage();
      const problems = collectTrouble(page);
      await page.goto(siteUrl('demo', '/'));
      const count = await slots(page).count();
      expect(count).toBeGreaterThan(2);
      await expect(slots(page).and(page.locator('[data-hydration="done"]'))).toHaveCount(count, { timeout: 20_000 });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  test('come alive when the shopper reaches into one before it is hydrated', async ({ browser }) => {
    const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport: DESKTOP });
    await context.addInitScript(NEVER_IDLE);
    const page = await context.newPage();
    const problems = collectTrouble(page);
    await page.goto(siteUrl('demo', '/'), { waitUntil: 'networkidle' });
    const far = await firstFarSection(page, 'a, button');
    expect(far).toBeGreaterThan(0);
    const section = slots(page).nth(far);
    await expect(section).toHaveAttribute('data-hydration', 'pending');

    // Keyboard focus moves into the section without scrolling it near first.
    await section.locator('a, button').first().evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
    await expect(section).toHaveAttribute('data-hydration', 'done');
    expect(problems).toEqual([]);
    await context.close();
  });
});

test('an owner in edit mode gets every section live at once, below the fold too, on a fresh load', async ({ browser }) => {
  const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport: DESKTOP });
  await context.addInitScript(NEVER_IDLE);
  const page = await context.newPage();
  await loginOwner(page, '/');
  const problems = collectTrouble(page);
  // A full load: the server's HTML (no edit mode) is hydrated, then edit mode arrives from the browser.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Website owner' })).toContainText('Edit mode');
  const count = await slots(page).count();
  await expect(slots(page).and(page.locator('[data-hydration="done"]'))).toHaveCount(count);
  const far = slots(page).nth(await firstFarSection(page, '[data-edit-section]'));
  await expect(far.getByRole('button', { name: 'Edit' }).first()).toBeAttached();
  expect(problems).toEqual([]);
  await context.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the browser-state parts, by name, at the page's top. */
async function measure(page: Page, selectors: Record<string, string>): Promise<Record<string, Box[]>> {
  return page.evaluate((wanted) => {
    window.scrollTo(0, 0);
    return Object.fromEntries(
      Object.entries(wanted).map(([name, selector]) => [
        name,
        Array.from(document.querySelectorAll(selector)).map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        }),
      ]),
    );
  }, selectors);
}

const FIRST_SECTION = '.sf-page > [data-section]:first-child > *';
const DESKTOP_PARTS = { header: 'header.site-header', account: '.site-header__account-box', cart: '.site-header__cart', firstSection: FIRST_SECTION };
const PHONE_PARTS = { nav: '.mobile-nav', items: '.mobile-nav__item', icons: '.mobile-nav__icon', firstSection: FIRST_SECTION };

/** The boxes as the server's HTML draws them (no script at all), then once hydrated with the browser's state. */
async function boxesBeforeAndAfter(browser: Browser, device: BrowserContextOptions, parts: Record<string, string>, hydrated: (page: Page) => Promise<void>) {
  const still = await browser.newContext({ ...device, javaScriptEnabled: false });
  const serverPage = await still.newPage();
  await serverPage.goto(siteUrl('demo', '/'));
  const before = await measure(serverPage, parts);
  await still.close();

  const live = await browser.newContext(device);
  const page = await live.newPage();
  const problems = collectTrouble(page);
  await page.goto(siteUrl('demo', '/'), { waitUntil: 'networkidle' });
  await hydrated(page);
  const after = await measure(page, parts);
  await live.close();
  expect(problems).toEqual([]);
  return { before, after };
}

test.describe('what depends on the shopper’s browser', () => {
  let loggedIn: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const answer = await fetchPage('demo');
    const context = await browser.newContext({ storageState: RETURNING_VISITOR_STATE, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(siteUrl('demo', '/'));
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await logInWithCode(page.getByRole('dialog', { name: answer.installedWidgets[0]?.settings.headerTitle }), freshPhoneNumber());
    await expect(page.locator('.site-header__account-button')).toBeVisible();
    loggedIn = await context.storageState();
    await context.close();
  });

  test('keeps the header’s Login or account box and the cart in place at 1280 px, logged out and logged in', async ({ browser }) => {
    const loggedOut = await boxesBeforeAndAfter(browser, { viewport: DESKTOP, storageState: RETURNING_VISITOR_STATE }, DESKTOP_PARTS, async (page) => {
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    });
    expect(loggedOut.after).toEqual(loggedOut.before);

    const customer = await boxesBeforeAndAfter(browser, { viewport: DESKTOP, storageState: loggedIn }, DESKTOP_PARTS, async (page) => {
      await expect(page.locator('.site-header__account-button')).toBeVisible();
    });
    expect(customer.before.account).toHaveLength(1);
    expect(customer.after).toEqual(customer.before);
  });

  test('hydrates the logged-in header without a mismatch when its code arrives after the session was read', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, storageState: loggedIn });
    const page = await context.newPage();
    const problems = collectTrouble(page);
    // the desktop header's chunk, held back as a slow link would: the page goes live and reads the session first
    await page.route(/\/desktop-header\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(siteUrl('demo', '/'));
    await expect(page.locator('.site-header__account-button')).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('keeps the mobile navigation and its badges’ icons in place at 390 px, logged out and logged in', async ({ browser }) => {
    for (const storageState of [RETURNING_VISITOR_STATE, loggedIn]) {
      const { before, after } = await boxesBeforeAndAfter(browser, { ...PHONE, storageState }, PHONE_PARTS, async (page) => {
        await expect(page.locator('.mobile-nav')).toBeVisible();
        await expect(slots(page).first()).toHaveAttribute('data-hydration', 'done');
      });
      expect(before.items?.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    }
  });
});
