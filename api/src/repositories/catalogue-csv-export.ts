import { stringify } from 'csv-stringify/sync';
import { and, asc, eq } from 'drizzle-orm';
import { CATALOGUE_CSV_HEADER, type CatalogueCsvColumn } from '../contracts';
import type { Database } from '../db/client';
import { catalogues, categories, products, productVariants } from '../db/schema';
import { paiseToRupees } from './catalogue-csv-rows';

type Row = Record<CatalogueCsvColumn, string>;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or return before one) gets an apostrophe
 * in front, so a hostile description ("=HYPERLINK(...)") opens as text; the import takes it off again.
 */
export const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const money = (paise: number | null) => (paise === null || paise <= 0 ? '' : paiseToRupees(paise));
const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const weightText = (kg: number | null) => (kg === null ? '' : String(Number(kg)));

/**
 * Every item of the business, every status, as a CSV file: one row per item, or per variant with the
 * item's columns repeated. UTF-8 with a BOM, so a spreadsheet opens Indian names as written. Sorted by
 * catalogue, category and name, so two exports of the same catalogue are the same file.
 */
export async function catalogueCsv(db: Database, businessId: string): Promise<string> {
  const items = await db
    .select({ product: products, catalogue: catalogues.name, catalogueType: catalogues.type, category: categories.name })
    .from(products)
    .innerJoin(catalogues, and(eq(catalogues.id, products.catalogueId), eq(catalogues.businessId, businessId)))
    .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.businessId, businessId)))
    .where(eq(products.businessId, businessId))
    .orderBy(asc(catalogues.name), asc(categories.name), asc(products.name), asc(products.createdAt), asc(products.id));
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.businessId, businessId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variantsOf = new Map<string, (typeof variants)[number][]>();
  for (const v of variants) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);

  const rows: Row[] = [];
  for (const { product: p, catalogue, catalogueType, category } of items) {
    const own: Row = {
      handle: p.slug,
      catalogue,
      catalogue_type: catalogueType,
      category: category ?? '',
      name: p.name,
      description: p.description,
      price: money(p.basePricePaise),
      sale_price: money(p.salePricePaise),
      gst_rate: String(Number(p.taxRate)),
      hsn_sac: p.hsnCode ?? '',
      stock: p.totalQuantity === null ? '' : String(p.totalQuantity),
      status: p.status,
      price_visible: yesNo(p.priceVisible),
      shipping_available: yesNo(p.shippingAvailable),
      shipping_weight_kg: weightText(p.shippingWeightKg),
      free_shipping: yesNo(p.shippingCostPaise === 0),
      shipping_cost: money(p.shippingCostPaise),
      variant_title: p.variantTitle ?? '',
      variant_name: '',
      variant_price: '',
      variant_sale_price: '',
      variant_stock: '',
    };
    const list = variantsOf.get(p.id) ?? [];
    if (list.length === 0) rows.push(own);
    for (const v of list) {
      rows.push({ ...own, variant_name: v.name, variant_price: money(v.basePricePaise), variant_sale_price: money(v.salePricePaise), variant_stock: String(v.stock) });
    }
  }
  const cells = rows.map((row) => CATALOGUE_CSV_HEADER.map((column) => neutralised(row[column])));
  return `\uFEFF${stringify([[...CATALOGUE_CSV_HEADER], ...cells], { record_delimiter: '\r\n' })}`;
}
