import type { Page } from '@playwright/test';

/** What a page saw of the payloads: scripts that ran, dialogs opened, elements built from markup. */
export interface XssFindings {
  calls: string[];
  dialogs: string[];
  elements: string[];
}

interface ProbeWindow {
  __xss: (n: unknown) => void;
  __xssReport: (kind: 'call' | 'element', detail: string) => void;
}

/** Attributes through which markup could run script, where the tripwire's name must never appear. */
const ACTIVE_ATTRIBUTE = /^(on|href$|src$|srcdoc$|action$|formaction$|xlink:href$|data$|style$)/i;

/**
 * Arms a page (all its frames, every navigation) before any of its scripts run: `window.__xss` reports
 * every call (the payloads call it), every dialog (alert, confirm, prompt) is recorded and dismissed, and
 * a MutationObserver reports every element that carries the payloads' `data-xss` mark or holds the
 * tripwire's name in an attribute that can run script. The findings fill in as the page runs.
 */
export async function armXssProbe(page: Page): Promise<XssFindings> {
  const findings: XssFindings = { calls: [], dialogs: [], elements: [] };
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction('__xssReport', (kind: 'call' | 'element', detail: string) => (kind === 'call' ? findings.calls : findings.elements).push(detail));
  await page.addInitScript((activeSource: string) => {
    const active = new RegExp(activeSource, 'i');
    const w = window as unknown as ProbeWindow;
    w.__xss = (n: unknown) => void w.__xssReport('call', `__xss(${String(n)}) at ${location.pathname}${location.search}`);
    const inspect = (element: Element) => {
      const flagged =
        element.hasAttribute('data-xss') ||
        // a script that would run (not the page's JSON data) and holds a payload
        (element.tagName === 'SCRIPT' && !/json/i.test(element.getAttribute('type') ?? '') && (element.textContent ?? '').includes('__xss')) ||
        [...element.attributes].some((a) => active.test(a.name) && a.value.includes('__xss'));
      if (flagged) void w.__xssReport('element', `${element.outerHTML.slice(0, 160)} at ${location.pathname}`);
    };
    const scan = (node: Node) => {
      if (!(node instanceof Element)) return;
      inspect(node);
      node.querySelectorAll('*').forEach(inspect);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) inspect(record.target);
        record.addedNodes.forEach(scan);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, ACTIVE_ATTRIBUTE.source);
  return findings;
}

/** No finding at all: what every injection test ends with. */
export const NOTHING_FOUND: XssFindings = { calls: [], dialogs: [], elements: [] };
