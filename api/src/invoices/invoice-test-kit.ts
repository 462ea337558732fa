/** Test helpers for tax invoices: the PDF's text as poppler's pdftotext reads it, and the calls. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { customerInvoicePath, ownerInvoicePath } from '../contracts';
import type { TestContext } from '../test/databases';

const run = promisify(execFile);

/**
 * The text of a PDF, laid out as on the page (`pdftotext -layout`, Debian's poppler-utils, which
 * scripts/test.mjs installs). Reading the real file is the point: a missing pdftotext fails the test.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const child = run('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 });
  child.child.stdin?.end(pdf);
  try {
    return (await child).stdout;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new Error("pdftotext is missing: install Debian's poppler-utils (scripts/test.mjs does as root)", { cause: error });
    throw error;
  }
}

/** GET an order's invoice as the customer (`who: 'customer'`) or the owner; answers the raw response. */
export async function downloadInvoice(ctx: TestContext, who: 'customer' | 'owner', orderId: string, token: string | undefined) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: who === 'customer' ? customerInvoicePath(orderId) : ownerInvoicePath(orderId),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** One line of the text, whitespace runs squeezed, so a check does not depend on the column widths. */
export const squeezed = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** Every block of text the layout keeps apart (two spaces or more), e.g. the seller's and the buyer's columns of one line. */
export const cells = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => line.trim().split(/\s{2,}/))
    .filter(Boolean);
