import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { E2E_PORTS } from './ports';

/** Where a journey's screenshots go: beside the run's artifacts, one folder per port base. */
export const SCREENSHOT_DIR = join(__dirname, '..', '..', '.data', 'test-results', `screens-${E2E_PORTS.host}`);

/** A screenshot of what the shopper sees now, named for the moment and the width (`buy-now-visitor-390.png`). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`) });
}
