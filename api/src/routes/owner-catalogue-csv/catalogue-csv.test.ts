import { and, eq } from 'drizzle-orm';
import { CATALOGUE_CSV_HEADER, CATALOGUE_CSV_LIMITS, CATALOGUE_CSV_PATHS, catalogueCsvTemplate, SITE_CHANGED_HEADER, CATALOGUE_CSV_MESSAGES as M, OWNER_CATALOGUE_PATHS, type OwnerProductAnswer } from '../../contracts';
import { catalogues, categories, products } from '../../db/schema';
import { describeEachDatabase } from '../../test/databases';
import { castOf, type Cast } from '../../test/people-and-orders';
import { newCatalogue, newProduct, ownerGet } from '../owner-catalogue/owner-catalogue-test-kit';
import { csvOf, exportCsv, importCsv, itemCount, rowsOf } from './catalogue-csv-test-kit';

const HEADER = ['catalogue', 'category', 'name', 'description', 'price', 'sale_price', 'gst_rate', 'hsn_sac', 'stock', 'status'];

/** Row n of a 500-item file: Indian names, rupees as a spreadsheet writes them, a category per ten items. */
const goodRow = (n: number) => [`Bulk ${n % 3 === 0 ? 'Services' : 'Handloom'}`, `Shelf ${n % 10}`, `साड़ी ${n} Kanjivaram`, `Silk, hand woven "${n}"`, `${1000 + n}.50`, n % 2 ? '' : '999', '5', '5007', String(n % 7), n % 4 ? 'Published' : 'Draft'];

describeEachDatabase('the catalogue as a CSV file', (ctx) => {
  let cast: Cast;
  beforeAll(async () => {
    cast = await castOf(ctx);
  });

  it('exports every item of the owner with its variants as rows, UTF-8, formulas neutralised', async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'खादी Export');
    await newProduct(ctx, cast.owner, {
      catalogueId,
      name: 'खादी कुर्ता',
      description: '=HYPERLINK("http://evil.example","click")',
      basePricePaise: 129_900,
      gstRate: 12,
      hsnCode: '6211',
      variantTitle: 'Size',
      variants: [
        { name: 'M', basePricePaise: 129_900, salePricePaise: 99_900, stock: 4 },
        { name: '+L', basePricePaise: 139_900, stock: 2 },
      ],
      shipping: { available: true, weightKg: 0.5, free: false, costPaise: 5_000 },
    });
    await newProduct(ctx, cast.owner, { catalogueId, name: '@Shawl', basePricePaise: 50_000, stock: 3, status: 'Published' });

    const answer = await exportCsv(ctx, cast.owner);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...answer.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = rowsOf(answer.text);
    expect(Object.keys(rows[0]!)).toEqual([...CATALOGUE_CSV_HEADER]);
    const kurta = rows.filter((r) => r.name === 'खादी कुर्ता');
    expect(kurta.map((r) => [r.variant_name, r.variant_price, r.variant_sale_price, r.variant_stock])).toEqual([
      ['M', '1299.00', '999.00', '4'],
      ["'+L", '1399.00', '', '2'],
    ]);
    expect(kurta[0]).toMatchObject({ catalogue: 'खादी Export', price: '1299.00', gst_rate: '12', hsn_sac: '6211', stock: '6', status: 'Draft', shipping_available: 'yes', shipping_weight_kg: '0.5', free_shipping: 'no', shipping_cost: '50.00' });
    expect(kurta[0]!.description).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(rows.find((r) => r.name === "'@Shawl")).toMatchObject({ status: 'Published', stock: '3', variant_name: '' });
    // every status of the whole business: the seeded items too
    expect(rows.length).toBeGreaterThan(10);
  });

  it('imports nothing from a 500-row file with 3 bad rows and names each; the fixed file creates all 500 in one go', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => goodRow(i + 1));
    const bad = rows.map((row) => [...row]);
    bad[9]![4] = '12,99.x'; // row 11: price not an amount
    bad[199]![7] = '12'; // row 201: HSN too short
    bad[449]![5] = '5000'; // row 451: sale above price
    const before = await itemCount(ctx, cast.demoId);

    const refused = await importCsv(ctx, cast.owner, csvOf([HEADER, ...bad]));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.rowsInvalid(3));
    // nothing changed, so the host keeps the site's cached pages
    expect(refused.headers[SITE_CHANGED_HEADER]).toBeUndefined();
    expect(refused.body.errors!.map((e) => [e.row, e.column])).toEqual([
      [11, 'price'],
      [201, 'hsn_sac'],
      [451, 'sale_price'],
    ]);
    expect(refused.body.errors![1]!.message).toBe('must be 4 to 8 digits');
    expect(refused.body.errors![2]!.message).toBe('must not be above the base price');
    expect(await itemCount(ctx, cast.demoId)).toBe(before);
    expect(await ctx.db.select().from(catalogues).where(and(eq(catalogues.businessId, cast.demoId), eq(catalogues.name, 'Bulk Handloom')))).toEqual([]);

    const dropped: string[] = [];
    const events = ctx.app.catalogueCache.answers.events;
    const listener = (businessId: string, source: string) => void (source === 'write' && dropped.push(businessId));
    events.on('invalidated', listener);
    const done = await importCsv(ctx, cast.owner, `\uFEFF${csvOf([HEADER, ...rows])}`);
    events.off('invalidated', listener);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ created: 500, variants: 0, skipped: 0 });
    expect(done.body.data!.cataloguesCreated).toEqual(expect.arrayContaining(['Bulk Handloom', 'Bulk Services']));
    expect(await itemCount(ctx, cast.demoId)).toBe(before + 500);
    expect(dropped).toContain(cast.demoId);
    // and the host's server drops the site's cached pages
    expect(done.headers[SITE_CHANGED_HEADER]).toBe('1');

    const [item] = await ctx.db.select().from(products).where(and(eq(products.businessId, cast.demoId), eq(products.name, 'साड़ी 10 Kanjivaram')));
    expect(item).toMatchObject({ basePricePaise: 101_050, salePricePaise: 99_900, taxRate: 5, hsnCode: '5007', totalQuantity: 3, status: 'Published', description: 'Silk, hand woven "10"' });
    const [shelf] = await ctx.db.select().from(categories).where(eq(categories.id, item!.categoryId!));
    expect(shelf!.name).toBe('Shelf 0');
  }, 120_000);

  it('round-trips: the export imported back gives the same catalogue again, row for row', async () => {
    const catalogueId = await newCatalogue(ctx, cast.otherOwner, 'Round Trip');
    await newProduct(ctx, cast.otherOwner, {
      catalogueId,
      name: 'ಮೈಸೂರು ಸಿಲ್ಕ್',
      description: '-50% today, + free gift',
      basePricePaise: 250_000,
      salePricePaise: 199_900,
      gstRate: 5,
      hsnCode: '50072010',
      variantTitle: 'Colour',
      variants: [
        { name: 'Red', basePricePaise: 250_000, stock: 1 },
        { name: 'Blue', basePricePaise: 260_000, salePricePaise: 210_000, stock: 0 },
      ],
      status: 'Published',
      priceVisible: false,
      shipping: { available: true, weightKg: 1.25, free: true, costPaise: 0 },
    });
    const first = await exportCsv(ctx, cast.otherOwner);
    const imported = await importCsv(ctx, cast.otherOwner, first.text);
    expect(imported.status).toBe(200);
    const again = rowsOf((await exportCsv(ctx, cast.otherOwner)).text);
    // the new items have new web addresses; every other cell is the same, each row now twice
    const withoutHandle = (rows: Record<string, string>[]) => rows.map(({ handle: _h, ...rest }) => JSON.stringify(rest)).sort();
    const once = withoutHandle(rowsOf(first.text));
    expect(withoutHandle(again)).toEqual([...once, ...once].sort());
    expect(once.some((row) => row.includes('ಮೈಸೂರು ಸಿಲ್ಕ್') && row.includes('"\'-50% today, + free gift"'))).toBe(true);
  }, 120_000);

  it("keeps each owner to their own business: another owner sees none of it and imports into their own", async () => {
    const catalogueId = await newCatalogue(ctx, cast.owner, 'Only Demo');
    await newProduct(ctx, cast.owner, { catalogueId, name: 'Demo Secret Lamp', basePricePaise: 10_000 });
    const theirs = await exportCsv(ctx, cast.otherOwner);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain('Demo Secret Lamp');
    expect(theirs.text).not.toContain('Only Demo');

    const demoBefore = await itemCount(ctx, cast.demoId);
    const answer = await importCsv(ctx, cast.otherOwner, csvOf([['catalogue', 'name', 'price'], ['Only Demo', 'Sunrise Lamp', '10']]));
    expect(answer.status).toBe(200);
    expect(answer.body.data!.cataloguesCreated).toEqual(['Only Demo']);
    expect(await itemCount(ctx, cast.demoId)).toBe(demoBefore);
    const [lamp] = await ctx.db.select().from(products).where(eq(products.name, 'Sunrise Lamp'));
    expect(lamp!.businessId).toBe(cast.sunriseId);
    const [catalogue] = await ctx.db.select().from(catalogues).where(eq(catalogues.id, lamp!.catalogueId));
    expect(catalogue!.businessId).toBe(cast.sunriseId);

    expect((await exportCsv(ctx, cast.customerA)).status).toBe(403);
    expect((await exportCsv(ctx, null)).status).toBe(401);
    expect((await importCsv(ctx, cast.customerA, csvOf([['catalogue', 'name', 'price'], ['X', 'Y', '1']]))).status).toBe(403);
    expect((await importCsv(ctx, null, csvOf([['catalogue', 'name', 'price'], ['X', 'Y', '1']]))).status).toBe(401);
  });

  it('refuses a file over the size or row cap with a clear message, writing nothing', async () => {
    const before = await itemCount(ctx, cast.demoId);
    const huge = `catalogue,name,price\n${`A,B,1\n`.repeat(Math.ceil(CATALOGUE_CSV_LIMITS.maxBytes / 6) + 10)}`;
    const tooBig = await importCsv(ctx, cast.owner, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: M.tooLarge, code: 'PAYLOAD_TOO_LARGE' });

    const tooMany = await importCsv(ctx, cast.owner, csvOf([HEADER, ...Array.from({ length: 501 }, (_, i) => goodRow(i))]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(M.tooManyRows(501));
    expect(await itemCount(ctx, cast.demoId)).toBe(before);
  });

  it('answers a clear 4xx for a file that is no UTF-8 CSV, and lists header and variant problems by row', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xd8, 0x00, 0x10]);
    expect(await importCsv(ctx, cast.owner, png)).toMatchObject({ status: 400, body: { message: M.notUtf8 } });
    const latin1 = Buffer.from('catalogue,name,price\nSarees,Caf\xe9 saree,10\n', 'latin1');
    expect(await importCsv(ctx, cast.owner, latin1)).toMatchObject({ status: 400, body: { message: M.notUtf8 } });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('catalogue,name,price\n', 'utf16le')]);
    expect(await importCsv(ctx, cast.owner, utf16)).toMatchObject({ status: 400, body: { message: M.notUtf8 } });
    const unclosed = await importCsv(ctx, cast.owner, 'catalogue,name,price\nSarees,"Silk,10\n');
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/^The file could not be read as CSV near line \d+/);
    expect(await importCsv(ctx, cast.owner, 'catalogue,name,price\n')).toMatchObject({ status: 400, body: { message: M.empty } });
    expect(await importCsv(ctx, cast.owner, JSON.stringify({ rows: [] }), 'application/json')).toMatchObject({ status: 415, body: { message: M.notCsv } });

    const garbage = await importCsv(ctx, cast.owner, 'hello world\nthis is not,a catalogue\n');
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors!.every((e) => e.row === 1)).toBe(true);
    expect(garbage.body.errors!.map((e) => e.column)).toEqual(expect.arrayContaining(['hello world', 'catalogue', 'name', 'price']));

    // every problem of a row at once, not one per attempt
    const several = await importCsv(ctx, cast.owner, 'catalogue,name,price,hsn_sac\nSarees,,12x,12\n');
    expect(several.body.errors!.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'price', 'must be an amount in rupees, like 1299.00 (found "12x")'],
      [2, 'name', 'is required'],
      [2, 'hsn_sac', 'must be 4 to 8 digits'],
    ]);

    const variants = await importCsv(
      ctx,
      cast.owner,
      csvOf([
        ['catalogue', 'name', 'price', 'gst_rate', 'variant_name', 'variant_price', 'variant_stock'],
        ['Sarees', 'Silk', '100', '7', 'S', '100', '2'],
        ['Sarees', 'Silk', '120', '', 'M', '', 'lots'],
      ]),
    );
    expect(variants.status).toBe(422);
    expect(variants.body.errors!.map((e) => [e.row, e.column])).toEqual([
      [2, 'gst_rate'],
      [3, 'price'],
      [3, 'variant_price'],
      [3, 'variant_stock'],
    ]);
  });

  it("imports the panel's template as it is (two items, one with two variants) and a hand-written file", async () => {
    const answer = await importCsv(ctx, cast.owner, catalogueCsvTemplate());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 2, variants: 2 });
    // a hand-written file: a quote inside a cell nobody quoted is taken as written
    const inches = await importCsv(ctx, cast.owner, 'catalogue,name,price\nElectronics,5" screen guard,99\n');
    expect(inches.status).toBe(200);
    expect(await ctx.db.select({ id: products.id }).from(products).where(and(eq(products.businessId, cast.demoId), eq(products.name, '5" screen guard')))).toHaveLength(1);
  });

  it('puts imported variants on one item, as the product form would', async () => {
    const answer = await importCsv(
      ctx,
      cast.owner,
      csvOf([
        ['catalogue', 'category', 'name', 'price', 'variant_title', 'variant_name', 'variant_price', 'variant_sale_price', 'variant_stock', 'status'],
        ['Variant Test', 'Kurtas', 'Lucknowi Kurta', '1,499', 'Size', 'M', '₹1,499.00', '1299', '3', 'Published'],
        ['Variant Test', '', 'Lucknowi Kurta', '', '', 'L', '1599', '', '4', ''],
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 1, variants: 2, categoriesCreated: ['Variant Test / Kurtas'] });
    const [item] = await ctx.db.select().from(products).where(eq(products.name, 'Lucknowi Kurta'));
    const { body } = await ownerGet<OwnerProductAnswer>(ctx, cast.owner, OWNER_CATALOGUE_PATHS.product, { productId: item!.id });
    expect(body.data).toMatchObject({ basePricePaise: 149_900, variantTitle: 'Size', stock: 7, status: 'Published' });
    expect(body.data.variants.map((v) => [v.name, v.basePricePaise, v.salePricePaise, v.stock])).toEqual([
      ['M', 149_900, 129_900, 3],
      ['L', 159_900, null, 4],
    ]);
  });

  it('documents both routes in the OpenAPI document, with the column list and the 422 row errors', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { description: string; responses: Record<string, unknown> }>> };
    const exported = docs.paths[CATALOGUE_CSV_PATHS.export]!.get!;
    const imported = docs.paths[CATALOGUE_CSV_PATHS.import]!.post!;
    for (const route of [exported, imported]) expect(route.description).toContain(CATALOGUE_CSV_HEADER.join(', '));
    expect(Object.keys(imported.responses)).toEqual(expect.arrayContaining(['200', '400', '413', '415', '422', '429']));
  });

  // last: it spends the other owner's allowance of imports
  it('refuses an owner past 20 imports in 10 minutes with 429, and a body that is no CSV costs none', async () => {
    for (let i = 0; i < 25; i += 1) expect((await importCsv(ctx, cast.otherOwner, '{}', 'application/json')).status).toBe(415);
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof importCsv>> | undefined;
    for (let i = 0; i < 25 && !refusal; i += 1) {
      const answer = await importCsv(ctx, cast.otherOwner, 'catalogue,name,price\n');
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer;
    }
    expect(refusal?.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many catalogue imports in a short time/) });
    // the other owner imported twice above, so the 19th empty file here is its 21st import
    expect(statuses.filter((s) => s === 400)).toHaveLength(18);
  });
});
