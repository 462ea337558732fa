import type { Page } from '@playwright/test';

/**
 * Waits until a server-rendered page is live: hydrated, with the browser's stored state read (the host
 * marks that moment `first-screen-live`). Its buttons are drawn by the server before then; a tap on one
 * before that is held and done only then (host/public/start-server-page.js).
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-screen-live').length > 0);
}
