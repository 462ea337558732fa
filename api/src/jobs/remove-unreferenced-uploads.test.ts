import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { CHAT_PATHS, UPLOAD_FILE_FIELD, UPLOAD_PATHS } from '../contracts';
import * as schema from '../db/schema';
import { uploads } from '../db/schema';
import { describeEachDatabase, type TestContext } from '../test/databases';
import { seededSite } from '../test/fixtures';
import { claimsOf, customerToken } from '../routes/auth/auth-test-kit';
import { castOf } from '../test/people-and-orders';
import { postFiles, uploadsRoot } from '../routes/uploads/uploads-test-kit';
import { SAMPLE } from '../uploads/sample-files-test-kit';
import { removeUnreferencedUploads, UNREFERENCED_UPLOAD_GRACE_MS, UPLOAD_REFERENCES } from './remove-unreferenced-uploads';

const HOUR = 60 * 60 * 1_000;

/**
 * Text and JSON columns that cannot name an upload, and why; every other one must be in
 * UPLOAD_REFERENCES (enum columns are left out: they hold one of their values).
 */
const CANNOT_NAME_AN_UPLOAD: Record<string, string> = {
  'businesses.subdomain': 'a host-name label',
  'businesses.name': 'a name',
  'businesses.template_slug': 'a template id',
  'businesses.custom_domain': 'a host name',
  'businesses.contact_phone': 'a phone number',
  'businesses.contact_email': 'an e-mail address',
  'businesses.address_line': 'an address',
  'businesses.city': 'an address',
  'businesses.state': 'an address',
  'businesses.pincode': 'an address',
  'businesses.gstin': 'a tax number',
  'owners.email': 'an account field',
  'owners.name': 'an account field',
  'owners.password_hash': 'a hash',
  'owners.confirmation_token_hash': 'a hash',
  'fixed_sections.name': 'a section type name',
  'page_sections.name': 'a section type name',
  'pages.key_value': 'a page type',
  'pages.custom_route': 'a path of the site',
  'pages.title': 'a title',
  'pages.color_palette': 'colours',
  'catalogues.slug': 'a slug',
  'catalogues.name': 'a name',
  'categories.slug': 'a slug',
  'categories.name': 'a name',
  'dispatch_points.name': 'an address',
  'dispatch_points.address_line': 'an address',
  'dispatch_points.city': 'an address',
  'dispatch_points.state': 'an address',
  'dispatch_points.pincode': 'an address',
  'dispatch_points.serves_pincodes': 'pincodes',
  'dispatch_points.serves_states': 'state names',
  'product_variants.name': 'a name',
  'products.slug': 'a slug',
  'products.name': 'a name',
  'products.tags': 'search tags',
  'products.button': 'a button label',
  'products.variant_title': 'a label',
  'products.hsn_code': 'a GST code of digits',
  'service_packages.name': 'a name',
  'addresses.label': 'an address',
  'addresses.full_name': 'an address',
  'addresses.country_code': 'an address',
  'addresses.phone': 'an address',
  'addresses.address_line1': 'an address',
  'addresses.address_line2': 'an address',
  'addresses.city': 'an address',
  'addresses.state': 'an address',
  'addresses.pincode': 'an address',
  'customers.country_code': 'a phone',
  'customers.phone_number': 'a phone',
  'customers.name': 'a name',
  'customers.email': 'an email',
  'login_codes.country_code': 'a phone',
  'login_codes.phone_number': 'a phone',
  'login_codes.code_hash': 'a hash',
  'sessions.refresh_token_hash': 'a hash',
  'sessions.user_agent': "the browser's name",
  'payment_refunds.gateway_payment_id': "the gateway's id",
  'payment_refunds.currency': 'a currency code',
  'payment_refunds.gateway_refund_id': "the gateway's id",
  'payment_refunds.failure_reason': "the gateway's words",
  'messages.sender_id': 'an id',
  'messages.content_type': 'a MIME type',
  'messages.client_message_id': 'an id',
  'order_lines.variant_id': 'an id',
  'order_lines.package_id': 'an id',
  'order_lines.description': "the item's name when ordered",
  'order_lines.quantity_unit': 'a unit',
  'order_lines.group_id': 'an id',
  'order_pipeline_stages.name': 'a stage name',
  'order_requests.idempotency_key': 'a client key',
  'order_requests.order_numbers': 'order numbers',
  'orders.order_number': 'an order number',
  'orders.title': 'a title',
  'orders.ship_to_address': 'an address',
  'payment_milestones.label': 'a label',
  'payment_attempts.currency': 'a currency',
  'payment_attempts.gateway_order_id': "the gateway's id",
  'payment_attempts.gateway_payment_id': "the gateway's id",
  'payment_attempts.signature': "the gateway's signature",
  'payment_attempts.details': "the gateway's answer",
  'payment_integrations.name': 'a name',
  'payment_integrations.secrets': 'keys',
  'contact_messages.name': "a visitor's contact form, kept as typed: not content the site shows",
  'contact_messages.email': "a visitor's contact form",
  'contact_messages.country_code': "a visitor's contact form",
  'contact_messages.contact': "a visitor's contact form",
  'contact_messages.subject': "a visitor's contact form",
  'contact_messages.message_content': "a visitor's contact form, kept as typed: not content the site shows",
  'products.category_name': "a copy of its category's name, for search",
  'cod_codes.code_hash': 'a hash',
  'business_hours.time_zone': 'a time zone',
  'business_hours.week': 'opening times',
  'business_hours.away_message': 'a message the widget shows as text, never as a link or image',
  'invoice_series.financial_year': 'a financial year',
  'invoice_series.prefix': 'an invoice number prefix',
  'tax_invoices.invoice_number': 'an invoice number',
  'tax_invoices.financial_year': 'a financial year',
  'tax_invoices.document': 'the figures and parties printed on a tax invoice, no images',
  'uploads.folder': 'the upload itself',
  'uploads.file_name': 'the upload itself',
  'uploads.storage_key': 'the upload itself',
  'uploads.mime_type': 'the upload itself',
  'uploads.url': 'the upload itself',
  'uploads.rendition_url': 'the upload itself (its rendition)',
};

const nameOf = (column: PgColumn) => `${getTableConfig(column.table).name}.${column.name}`;

describe('the places an upload can be named', () => {
  it('are every text and JSON column of the schema, or one stated unable to name a file', () => {
    const searched = new Set(UPLOAD_REFERENCES.flatMap((ref) => ref.columns.map((c) => nameOf(c as PgColumn))));
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);
    const unclassified = tables
      .flatMap((table) => getTableConfig(table).columns)
      .filter((column) => ['PgText', 'PgJsonb', 'PgArray', 'PgVarchar', 'PgJson'].includes(column.columnType) && !column.enumValues)
      .map(nameOf)
      .filter((name) => !searched.has(name) && !(name in CANNOT_NAME_AN_UPLOAD));
    expect(unclassified).toEqual([]);
  });
});

describeEachDatabase('removing unreferenced uploads', (ctx: TestContext) => {
  let demoId: string;
  beforeAll(async () => {
    demoId = (await seededSite(ctx.db, 'demo')).id;
  });

  /** A new customer of demo (each with its own upload allowance). */
  async function newCustomer() {
    const token = await customerToken(ctx, demoId);
    return { token, id: claimsOf(token).sub };
  }

  /** A chat attachment uploaded through the route by a customer: its row. */
  async function attachment(customer?: { token: string; id: string }) {
    const who = customer ?? (await newCustomer());
    const { status, body } = await postFiles<{ data: { url: string } }>(
      ctx,
      `${CHAT_PATHS.upload}?kind=image`,
      [{ field: UPLOAD_FILE_FIELD, name: 'saree.png', type: 'image/png', content: SAMPLE.png }],
      who.token,
    );
    expect(status).toBe(200);
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.url, body.data.url));
    return row!;
  }
  const age = (ids: string[], ms: number) =>
    ctx.db.update(uploads).set({ createdAt: new Date(Date.now() - ms) }).where(inArray(uploads.id, ids));
  const stored = (key: string) => fs.existsSync(path.join(uploadsRoot(), key));
  const rowsOf = async (ids: string[]) => (await ctx.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).map((r) => r.id).sort();
  const run = () => removeUnreferencedUploads(ctx.app, new Date());

  /** Writes `url` into the column, in the shape the column holds, on one row of the demo business. */
  async function nameIn(column: PgColumn, url: string) {
    const ref = UPLOAD_REFERENCES.find((r) => r.columns.includes(column))!;
    const value =
      column.columnType === 'PgJsonb' ? sql`jsonb_build_object('image', ${`https://demo.example.com${url}`}::text)`
      : column.columnType === 'PgArray' ? sql`array[${url}::text]`
      : sql`${`<p>See <img src="${url}"></p>`}::text`;
    const table = getTableConfig(ref.table).name;
    const idColumn = sql.identifier('id');
    const updated = await ctx.db.execute(
      sql`update ${ref.table} set ${sql.identifier(column.name)} = ${value} where ${idColumn} = (select ${idColumn} from ${ref.table} where ${ref.business} = ${demoId} limit 1) returning 1`,
    );
    expect({ table, rows: (updated as unknown as { rows: unknown[] }).rows.length }).toEqual({ table, rows: 1 });
  }

  it('removes the row and the file of an attachment no message used within a day, and keeps the young ones', async () => {
    const old = await attachment();
    const young = await attachment();
    await age([old.id], UNREFERENCED_UPLOAD_GRACE_MS + HOUR);
    await age([young.id], UNREFERENCED_UPLOAD_GRACE_MS - HOUR);

    const result = await run();

    expect(result.filesLeft).toEqual([]);
    expect(result.done).toBeGreaterThanOrEqual(1);
    expect(await rowsOf([old.id, young.id])).toEqual([young.id]);
    expect(stored(old.storageKey)).toBe(false);
    expect(stored(young.storageKey)).toBe(true);
  });

  it('keeps an old attachment a message sent, as its image or inside its text or card', async () => {
    const customer = await newCustomer();
    const sent = await attachment(customer);
    const reply = await ctx.app.inject({
      method: 'POST',
      url: CHAT_PATHS.sendMessage,
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { senderId: customer.id, customerId: customer.id, type: 'image', message: sent.url, clientMessageId: `t-${sent.id.slice(0, 12)}` },
    });
    expect(reply.statusCode).toBe(200);
    await age([sent.id], 3 * UNREFERENCED_UPLOAD_GRACE_MS);

    await run();

    expect(await rowsOf([sent.id])).toEqual([sent.id]);
    expect(stored(sent.storageKey)).toBe(true);
  });

  const columns = UPLOAD_REFERENCES.flatMap((ref) => ref.columns.map((column) => [nameOf(column as PgColumn), column as PgColumn] as const));
  it.each(columns)('keeps an old attachment named in %s', async (_name, column) => {
    const named = await attachment();
    await nameIn(column, named.url);
    await age([named.id], 3 * UNREFERENCED_UPLOAD_GRACE_MS);

    await run();

    expect(await rowsOf([named.id])).toEqual([named.id]);
    expect(stored(named.storageKey)).toBe(true);
  });

  it("leaves an owner's page images alone, named or not", async () => {
    const { owner } = await castOf(ctx);
    const { status, body } = await postFiles<{ data: { url: string } }>(
      ctx,
      UPLOAD_PATHS.image,
      [{ field: UPLOAD_FILE_FIELD, name: 'banner.png', type: 'image/png', content: await tinyPng() }],
      owner.token,
    );
    expect(status).toBe(200);
    const [image] = await ctx.db.select().from(uploads).where(eq(uploads.url, body.data.url));
    await age([image!.id], 3 * UNREFERENCED_UPLOAD_GRACE_MS);

    await run();

    expect(await rowsOf([image!.id])).toEqual([image!.id]);
  });
});

/** A real 2 x 2 PNG: the owner's upload decodes what it stores. */
async function tinyPng(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#884400' } }).png().toBuffer();
}
