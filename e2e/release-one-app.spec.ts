import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../scripts/services.cjs';
import { APP_PACKAGES, currentBuildId } from '../scripts/releases.cjs';
import { fetchPage } from './support/api';
import { collectErrors } from './support/console-errors';
import { freshPhoneNumber } from './support/login-code';
import { E2E_PORTS, siteUrl } from './support/ports';
import { logInWithCode, newPage } from './support/shopper';

const run = promisify(execFile);
const CHAT = join(ROOT, APP_PACKAGES.chat);
const OTHER_APPS = ['host', 'storefront', 'checkout', 'api'] as const;
const liveRelease = (app: keyof typeof APP_PACKAGES) => currentBuildId(join(ROOT, APP_PACKAGES[app]));

/** `npm run release -- chat`, as an operator runs it, against the running test site. */
async function releaseChat(...options: string[]): Promise<string> {
  await run(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), 'chat', ...options], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  return currentBuildId(CHAT)!;
}

/** The chat's chunk-loading global of a release (build-kit/src/release-output.cjs): `wc_chat_<random part of the build id>`. */
const chunkGlobal = (buildId: string) => `wc_chat_${buildId.split('-').pop()}`;

/** The chat chunk-loading globals on the page: one per release of the chat whose entry the page ran. */
function chatGlobals(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('wc_chat_')).sort());
}

const WIDGET_CHUNK = /\/__federation_expose_ChatWidget\.[0-9a-f]{12}\.js$/;

/**
 * Every fetch of the chat widget's chunk on the page: its status (0 when the browser refused the
 * answer, as it does a cross-origin 404 for a script) and the chunk-loading global its code names (its release).
 */
function widgetChunkAnswers(page: Page): { status: number; global: string | null }[] {
  const answers: { status: number; global: string | null }[] = [];
  // An answer still being read when the test closes its page has nothing left to read: it is not counted.
  page.on('response', async (response) => {
    if (!WIDGET_CHUNK.test(new URL(response.url()).pathname) || !response.ok()) return;
    const body = await response.text().catch(() => null);
    if (body !== null) answers.push({ status: response.status(), global: /self\.(wc_chat_\w+)=/.exec(body)?.[1] ?? null });
  });
  page.on('requestfailed', (request) => {
    if (WIDGET_CHUNK.test(new URL(request.url()).pathname)) answers.push({ status: 0, global: null });
  });
  page.on('requestfinished', async (request) => {
    if (!WIDGET_CHUNK.test(new URL(request.url()).pathname)) return;
    const response = await request.response().catch(() => null);
    if (response && !response.ok()) answers.push({ status: response.status(), global: null });
  });
  return answers;
}

async function sendMessage(page: Page, headerTitle: string, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const widget = page.getByRole('dialog', { name: headerTitle });
  await logInWithCode(widget, freshPhoneNumber());
  await expect(widget.getByText('How can we help you today?')).toBeVisible();
  await widget.getByRole('button', { name: /Track my order/ }).click();
  await widget.getByRole('textbox', { name: 'Message' }).fill(text);
  await widget.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(widget.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test.describe('releasing the chat while pages are open', () => {
  test('a page open across a release runs one release of the chat: the one it loaded while that is kept, the live one once the old is gone', async ({ browser }) => {
    // Two real releases of the chat (a webpack build each) on a machine shared with other work.
    test.setTimeout(600_000);
    const { headerTitle } = (await fetchPage('demo')).installedWidgets[0]!.settings;
    const others = Object.fromEntries(OTHER_APPS.map((app) => [app, liveRelease(app)]));
    const first = liveRelease('chat')!;

    // A page is open, its chat loaded (the widget is fetched once the page is idle).
    const before = await newPage(browser);
    const beforeErrors = collectErrors(before);
    const beforeWidget = widgetChunkAnswers(before);
    await before.goto(siteUrl('demo', '/'));
    await expect.poll(() => beforeWidget, { timeout: 30_000 }).toEqual([{ status: 200, global: chunkGlobal(first) }]);

    // A release of the chat, with the earlier releases kept: only the chat switches.
    const second = await releaseChat();
    expect(second).not.toBe(first);
    const record = (await (await fetch(`http://127.0.0.1:${E2E_PORTS.chat}/release.json`)).json()) as { buildId: string };
    expect(record.buildId).toBe(second);
    expect(Object.fromEntries(OTHER_APPS.map((app) => [app, liveRelease(app)]))).toEqual(others);

    // The page opened before goes on with the release it loaded, whole: the chat works, nothing failed to load.
    await sendMessage(before, headerTitle, 'Sent from a page opened before the release');
    expect(await chatGlobals(before)).toEqual([chunkGlobal(first)]);
    expect(beforeErrors).toEqual([]);
    // Reloaded, it runs the new release only.
    await before.reload();
    await expect.poll(() => beforeWidget.at(-1), { timeout: 30_000 }).toEqual({ status: 200, global: chunkGlobal(second) });
    expect(await chatGlobals(before)).toEqual([chunkGlobal(second)]);
    await before.close();

    // A page has the chat's entry but not yet its widget when the chat is released again and every
    // earlier release removed: its chunk is gone, so the chat's place loads from the live release.
    const page = await newPage(browser);
    const errors = collectErrors(page);
    const widget = widgetChunkAnswers(page);
    let letWidgetLoad = () => {};
    const widgetHeld = new Promise<void>((resolve) => (letWidgetLoad = resolve));
    let held = false;
    await page.route(WIDGET_CHUNK, async (route) => {
      if (!held) {
        held = true;
        await widgetHeld;
      }
      await route.continue();
    });
    await page.goto(siteUrl('demo', '/'));
    await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
    const third = await releaseChat('--keep', '1', '--keep-days', '0');
    expect(currentBuildId(CHAT)).toBe(third);
    letWidgetLoad();
    // The release the page loaded is gone (a 404, which the browser refuses for a cross-origin script), then the live one's chunk.
    await expect.poll(() => widget.map(({ global }) => global), { timeout: 30_000 }).toEqual([null, chunkGlobal(third)]);
    expect(widget[0]!.status).not.toBe(200);
    expect(await chatGlobals(page)).toEqual([chunkGlobal(second), chunkGlobal(third)].sort());
    await sendMessage(page, headerTitle, 'Sent after the chat reloaded from its live release');
    await expect(page.getByText('Try Again')).toHaveCount(0);
    expect(errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error))).toEqual([]);
    expect(Object.fromEntries(OTHER_APPS.map((app) => [app, liveRelease(app)]))).toEqual(others);
  });
});
