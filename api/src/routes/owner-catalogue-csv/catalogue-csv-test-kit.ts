/** Test helpers for the catalogue CSV routes: send a file, read an export, count a business's items. */
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_CSV_PATHS as PATHS } from '../../contracts';
import { products } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import type { Person } from '../../test/people-and-orders';

/** Posts `file` to the import as its body, `text/csv` unless told otherwise. */
export async function importCsv(ctx: TestContext, who: Person | null, file: string | Buffer, contentType = 'text/csv') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: PATHS.import,
    headers: { 'content-type': contentType, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    payload: file,
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Record<string, unknown> & { message: string; code?: string; errors?: { row: number; column: string | null; message: string }[]; data?: Record<string, unknown> } };
}

/** The owner's export: status, headers and the raw text. */
export async function exportCsv(ctx: TestContext, who: Person | null) {
  const res = await ctx.app.inject({ method: 'GET', url: PATHS.export, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: res.statusCode, headers: res.headers, text: res.body, raw: res.rawPayload };
}

/** An export's rows as objects by column name. */
export const rowsOf = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];

/** A CSV file from a header and rows of cells. */
export const csvOf = (rows: (string | number)[][]) => stringify(rows.map((row) => row.map(String)));

/** How many items (every status) a business has. */
export async function itemCount(ctx: TestContext, businessId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(products).where(eq(products.businessId, businessId));
  return Number(row?.n ?? 0);
}
