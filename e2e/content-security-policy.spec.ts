import { expect, test } from '@playwright/test';
import { E2E_PORTS, siteUrl } from './support/ports';

/**
 * The host and the remotes send a Content Security Policy without inline scripts, and the composed site
 * runs under it: remotes loaded cross-origin, the page data parsed from JSON, the chat's socket through
 * the host, and not one violation reported by the browser.
 */
const PAGES = ['/', '/products', '/product-details?name=ajrakh-print-a-line-kurti', '/cart'];
/** Script elements the browser parses as data and never runs. */
const DATA_SCRIPT = /^<script type="application\/(json|ld\+json)"/;

test.describe('the Content Security Policy', () => {
  test('every server sends one that allows no inline script', async ({ request }) => {
    for (const port of [E2E_PORTS.host, E2E_PORTS.storefront, E2E_PORTS.chat, E2E_PORTS.checkout]) {
      const response = await request.get(`http://127.0.0.1:${port}/`);
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      expect(scriptSrc, `port ${port}`).toMatch(/'self'/);
      expect(scriptSrc, `port ${port}`).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test("the server-rendered pages carry their data as JSON, with no script of their own", async ({ request }) => {
    for (const path of PAGES.slice(0, 3)) {
      // Node cannot resolve *.localhost: the site's name goes in the Host header.
      const html = await (await request.get(`http://127.0.0.1:${E2E_PORTS.host}${path}`, { headers: { host: `demo.localhost:${E2E_PORTS.host}` } })).text();
      const inline = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\bsrc=/.test(tag));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const tag of inline) expect(tag, path).toMatch(DATA_SCRIPT);
    }
  });

  test('the site runs under it without a single violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused: ${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`));
    });
    for (const path of PAGES) {
      await page.goto(siteUrl('demo', path), { waitUntil: 'networkidle' });
      await expect(page.locator('main')).toBeVisible();
    }
    // The chat: another remote, and the socket through the host.
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
