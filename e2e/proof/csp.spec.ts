import { expect, test } from '@playwright/test';
import { E2E_PORTS, siteUrl } from '../support/ports';

/**
 * The site's Content Security Policy: the host's documents and every remote's files come with a policy
 * whose scripts must come from files (no 'unsafe-inline'), the data a server-rendered page carries is
 * JSON that no browser executes, and a journey through home, listing, product details and the chat
 * violates nothing.
 */
interface Policy {
  [directive: string]: string[];
}

function parsePolicy(header: string): Policy {
  const policy: Policy = {};
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy[name.toLowerCase()] = values;
  }
  return policy;
}

/** The sources that govern scripts: script-src, else default-src (CSP's fallback). */
const scriptSources = (policy: Policy) => policy['script-src'] ?? policy['default-src'];

const REMOTES = ['storefront', 'chat', 'checkout'] as const;

test.describe('the content security policy', () => {
  test('the host and every remote send a policy whose scripts come from files only', async ({ page, request }) => {
    const sources: { what: string; headers: Record<string, string> }[] = [];
    // The host's document for a storefront page and for the owner's login page, as the browser receives it.
    for (const path of ['/', '/products', '/owner']) {
      const response = await page.goto(siteUrl('demo', path));
      expect(response?.status()).toBe(200);
      sources.push({ what: `host ${path}`, headers: (await response?.allHeaders()) ?? {} });
    }
    for (const remote of REMOTES) {
      for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/']) {
        const response = await request.get(`http://127.0.0.1:${E2E_PORTS[remote]}${path}`);
        expect(response.status(), `${remote} ${path}`).toBe(200);
        sources.push({ what: `${remote} ${path}`, headers: response.headers() });
      }
    }
    const problems: string[] = [];
    for (const { what, headers } of sources) {
      const header = headers['content-security-policy'];
      if (!header) {
        problems.push(`${what}: no Content-Security-Policy header`);
        continue;
      }
      const scripts = scriptSources(parsePolicy(header));
      if (!scripts) problems.push(`${what}: neither script-src nor default-src in "${header}"`);
      else if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) problems.push(`${what}: scripts allow inline code or eval in "${header}"`);
      if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${what}: no X-Content-Type-Options: nosniff`);
    }
    console.log(`[csp] ${sources.length} responses checked, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });

  test("a server-rendered page carries its data as JSON, and no script of the page is inline", async ({ page }) => {
    await page.goto(siteUrl('demo', '/products'));
    const scripts = await page.locator('script').evaluateAll((nodes) =>
      nodes.map((node) => ({ id: node.id, type: node.getAttribute('type'), src: node.getAttribute('src'), inline: (node.textContent ?? '').trim().length > 0 })),
    );
    const state = scripts.find((script) => script.id === 'server-state');
    expect(state?.type).toBe('application/json');
    const executableInline = scripts.filter((script) => script.inline && !script.src && script.type !== 'application/json' && script.type !== 'application/ld+json');
    expect(executableInline).toEqual([]);
  });

  test('a journey through the site violates no part of the policy', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    const seen: string[] = [];
    await page.goto(siteUrl('demo', '/'));
    await expect(page.locator('[data-page-type="home"]')).toBeVisible();
    seen.push(...(await violations()));
    await page.goto(siteUrl('demo', '/products'));
    await expect(page.locator('.sf-product-card').first()).toBeVisible();
    await page.locator('.sf-product-card a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goto(siteUrl('demo', '/cart'));
    await expect(page.locator('main')).toBeVisible();
    seen.push(...(await violations()));
    // Without a policy nothing can be violated: this journey proves something only where one is sent.
    const header = (await (await page.goto(siteUrl('demo', '/')))?.allHeaders())?.['content-security-policy'];
    expect(header, 'the host sends no Content-Security-Policy').toBeTruthy();
    expect(seen).toEqual([]);
  });
});
