import type { Page } from '@playwright/test';

/**
 * Waits until a server-rendered page is live: hydrated, with the browser's stored state read (the host
 * marks that moment `first-screen-live`). Its buttons are drawn by the server before then, and a click
 * on one before hydration does nothing.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-screen-live').length > 0);
}
