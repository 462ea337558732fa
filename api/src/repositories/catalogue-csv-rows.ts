import { parse } from 'csv-parse/sync';
import { fromPaise, toPaise } from 'shared/rules';
import type { z } from 'zod';
import {
  CATALOGUE_CSV_HEADER,
  CATALOGUE_CSV_LIMITS,
  CATALOGUE_CSV_MESSAGES as M,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  createProductBodySchema,
  GST_RATES,
  OWNER_CATALOGUE_LIMITS as L,
  type CatalogueCsvColumn,
  type CatalogueCsvRowError,
  type CreateProductBody,
} from '../contracts';
import { AppError } from '../errors';

type Cells = Record<CatalogueCsvColumn, string>;

/** One item of the file, checked by the owner's product form rules; its catalogue and category still by name. */
export interface CsvItem {
  /** The spreadsheet row of its first line. */
  row: number;
  catalogue: string;
  catalogueType: 'product' | 'service' | null;
  category: string | null;
  body: Omit<CreateProductBody, 'catalogueId' | 'categoryId'>;
}

export interface CsvReading {
  items: CsvItem[];
  errors: CatalogueCsvRowError[];
  /** Archived rows, left out. */
  skipped: number;
}

/** A stand-in catalogue id while the rows are checked: the real one is known only once the catalogue is found or made. */
const PLACEHOLDER_ID = '000000000000000000000000';

/** The columns an item's own rows repeat: on its second and later variant rows each must be blank or the same. */
const ITEM_COLUMNS: readonly CatalogueCsvColumn[] = CATALOGUE_CSV_HEADER.filter((c) => !c.startsWith('variant_') || c === 'variant_title');

/**
 * Bytes to text: UTF-8 only (a BOM is dropped), since a spreadsheet's "CSV UTF-8" is the one export that
 * keeps Indian names whole; anything else is refused before a single cell is read, not imported garbled.
 */
export function csvText(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) throw AppError.badRequest(M.notUtf8);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw AppError.badRequest(M.notUtf8);
  }
  // a NUL is never in a spreadsheet's text: this is a binary file (a workbook, an image) sent as CSV
  if (text.includes('\u0000')) throw AppError.badRequest(M.notText);
  return text;
}

/**
 * A cell as the owner meant it: trimmed, and the apostrophe the export puts before a leading = + - @
 * (so a spreadsheet shows it as text, not a formula) taken off again, so export → import round-trips.
 */
const cellValue = (raw: string) => {
  const text = raw.trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Rupees as written in a spreadsheet ("1299", "1,299.00", "₹ 1299.5") to paise; undefined when it is not an amount. */
export function rupeesToPaise(text: string): number | undefined {
  const plain = text.replace(/^(₹|rs\.?|inr)\s*/i, '').replaceAll(',', '').trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return undefined;
  return toPaise(Number(plain));
}

/** Paise as the file writes them: rupees with two decimals, no grouping ("1299.00"). */
export const paiseToRupees = (paise: number) => fromPaise(paise).toFixed(2);

/** Reads the file's cells into product bodies, collecting every problem rather than stopping at the first. */
class RowReader {
  constructor(
    readonly row: number,
    private readonly cells: Cells,
    private readonly errors: CatalogueCsvRowError[],
  ) {}

  private fail(column: CatalogueCsvColumn | null, message: string): undefined {
    this.errors.push({ row: this.row, column, message });
    return undefined;
  }

  text(column: CatalogueCsvColumn) {
    return this.cells[column];
  }

  money(column: CatalogueCsvColumn, required = false): number | null | undefined {
    const text = this.cells[column];
    if (!text) return required ? this.fail(column, 'is required') : null;
    const paise = rupeesToPaise(text);
    if (paise === undefined) return this.fail(column, `must be an amount in rupees, like 1299.00 (found "${text.slice(0, 40)}")`);
    if (paise > L.priceMaxPaise) return this.fail(column, `must be at most ${paiseToRupees(L.priceMaxPaise)} rupees`);
    return paise;
  }

  count(column: CatalogueCsvColumn, required = false): number | null | undefined {
    const text = this.cells[column].replaceAll(',', '');
    if (!text) return required ? this.fail(column, 'is required') : null;
    if (!/^\d{1,9}$/.test(text)) return this.fail(column, `must be a whole number of 0 or more (found "${text.slice(0, 40)}")`);
    const value = Number(text);
    if (value > L.stockMax) return this.fail(column, `must be at most ${L.stockMax}`);
    return value;
  }

  yesNo(column: CatalogueCsvColumn, blank: boolean): boolean | undefined {
    const text = this.cells[column].toLowerCase();
    if (!text) return blank;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    return this.fail(column, 'must be yes or no');
  }

  gstRate(): number | undefined {
    const text = this.cells.gst_rate.replace(/%$/, '').trim();
    if (!text) return 0;
    const rate = Number(text);
    if (!(GST_RATES as readonly number[]).includes(rate)) return this.fail('gst_rate', `must be one of ${GST_RATES.join(', ')}`);
    return rate;
  }

  weight(): number | null | undefined {
    const text = this.cells.shipping_weight_kg;
    if (!text) return null;
    const kg = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(kg > 0) || kg > L.weightMaxKg) return this.fail('shipping_weight_kg', `must be a weight in kg above 0 and at most ${L.weightMaxKg}`);
    return kg;
  }

  status(): 'Draft' | 'Published' | 'Archived' | undefined {
    const text = this.cells.status.toLowerCase();
    if (!text || text === 'draft') return 'Draft';
    if (text === 'published') return 'Published';
    if (text === 'archived') return 'Archived';
    return this.fail('status', 'must be Draft or Published');
  }

  catalogueType(): 'product' | 'service' | null | undefined {
    const text = this.cells.catalogue_type.toLowerCase();
    if (!text) return null;
    if (text === 'product' || text === 'service') return text;
    return this.fail('catalogue_type', 'must be product or service');
  }
}

/** Where a product form rule's complaint lands in the file: the column, and for a variant its own row. */
function placeOf(path: readonly PropertyKey[], item: { row: number; variantRows: number[] }): { row: number; column: CatalogueCsvColumn | null } {
  const [field, index, sub] = path;
  const top: Record<string, CatalogueCsvColumn> = {
    name: 'name',
    description: 'description',
    basePricePaise: 'price',
    salePricePaise: 'sale_price',
    gstRate: 'gst_rate',
    hsnCode: 'hsn_sac',
    stock: 'stock',
    variantTitle: 'variant_title',
    status: 'status',
    priceVisible: 'price_visible',
  };
  if (field === 'variants') {
    const row = typeof index === 'number' ? (item.variantRows[index] ?? item.row) : item.row;
    const variant: Record<string, CatalogueCsvColumn> = { name: 'variant_name', basePricePaise: 'variant_price', salePricePaise: 'variant_sale_price', stock: 'variant_stock' };
    return { row, column: typeof sub === 'string' ? (variant[sub] ?? null) : 'variant_name' };
  }
  if (field === 'shipping') {
    const shipping: Record<string, CatalogueCsvColumn> = { weightKg: 'shipping_weight_kg', costPaise: 'shipping_cost', free: 'free_shipping', available: 'shipping_available' };
    return { row: item.row, column: typeof index === 'string' ? (shipping[index] ?? null) : null };
  }
  return { row: item.row, column: typeof field === 'string' ? (top[field] ?? null) : null };
}

/** A zod complaint in the owner's words: money and counts as the file writes them. */
function messageOf(issue: z.core.$ZodIssue, column: CatalogueCsvColumn | null): string {
  const money = column === 'price' || column === 'sale_price' || column === 'variant_price' || column === 'variant_sale_price' || column === 'shipping_cost';
  if (money && issue.code === 'too_small') return 'must be above 0';
  if (issue.code === 'too_big' && column === 'variant_name') return `at most ${L.variantsMax} variants per item`;
  if (issue.code === 'too_big' && (column === 'name' || column === 'variant_title')) return `must be at most ${L.nameMax} characters`;
  if (issue.code === 'too_big' && column === 'description') return `must be at most ${L.descriptionMax} characters`;
  return issue.message;
}

/** The file's records, header first; refuses what is not a readable CSV at all. */
function recordsOf(text: string): string[][] {
  try {
    // blank rows are kept (and passed over later) so every record's index is its spreadsheet row
    // a quote inside an unquoted cell (5" screen) is taken as written, as a spreadsheet would
    return parse(text, { bom: true, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    throw AppError.badRequest(M.unreadable(lines ?? 1, (message ?? 'invalid CSV').replace(/^Invalid Record Length: |^Invalid /, '').split(' at line')[0]!.slice(0, 160)));
  }
}

/** The header row: each column once, the required ones there, no unknown one (a typo would drop a whole column silently). */
function columnsOf(header: string[], errors: CatalogueCsvRowError[]): (CatalogueCsvColumn | null)[] {
  const known = new Set<string>(CATALOGUE_CSV_HEADER);
  const seen = new Set<string>();
  const columns = header.map((raw, index) => {
    const name = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
    if (!name) return null;
    if (!known.has(name)) {
      errors.push({ row: 1, column: raw.trim().slice(0, 60), message: `unknown column (column ${index + 1}); the columns are ${CATALOGUE_CSV_HEADER.join(', ')}` });
      return null;
    }
    if (seen.has(name)) errors.push({ row: 1, column: name, message: 'is named twice' });
    seen.add(name);
    return name as CatalogueCsvColumn;
  });
  for (const required of CATALOGUE_CSV_REQUIRED_COLUMNS) if (!seen.has(required)) errors.push({ row: 1, column: required, message: 'column is missing' });
  return columns;
}

/**
 * Reads a catalogue file: every row checked with the owner's product form rules (createProductBodySchema),
 * every problem listed by spreadsheet row and column. Rows with a `variant_name` and the same handle (or,
 * without one, the same catalogue and name) are one item's variants; every other row is an item of its own.
 */
export function readCatalogueCsv(text: string): CsvReading {
  const records = recordsOf(text);
  const blank = (record: string[]) => record.every((cell) => cell.trim() === '');
  const dataRows = records.slice(1).filter((record) => !blank(record)).length;
  if (records.length === 0 || dataRows === 0) throw AppError.badRequest(M.empty);
  if (dataRows > CATALOGUE_CSV_LIMITS.maxRows) throw AppError.badRequest(M.tooManyRows(dataRows));

  const errors: CatalogueCsvRowError[] = [];
  const columns = columnsOf(records[0]!, errors);
  if (errors.length > 0) return { items: [], errors, skipped: 0 };

  type Draft = { row: number; cells: Cells; variants: { row: number; cells: Cells }[]; archived: boolean };
  const drafts: Draft[] = [];
  const byKey = new Map<string, Draft>();
  for (const [index, record] of records.slice(1).entries()) {
    const row = index + 2;
    if (blank(record)) continue;
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== '')) {
      errors.push({ row, column: null, message: `has ${record.length} cells; the header names ${columns.length} columns` });
      continue;
    }
    const cells = Object.fromEntries(CATALOGUE_CSV_HEADER.map((c) => [c, ''])) as Cells;
    columns.forEach((column, i) => {
      if (column) cells[column] = cellValue(record[i] ?? '');
    });
    const archived = cells.status.toLowerCase() === 'archived';
    if (!cells.variant_name) {
      drafts.push({ row, cells, variants: [], archived });
      continue;
    }
    const key = cells.handle ? `h:${cells.handle.toLowerCase()}` : `n:${cells.catalogue.toLowerCase()}\u0000${cells.name.toLowerCase()}`;
    const owner = byKey.get(key);
    if (!owner) {
      const draft: Draft = { row, cells, variants: [{ row, cells }], archived };
      byKey.set(key, draft);
      drafts.push(draft);
      continue;
    }
    for (const column of ITEM_COLUMNS) {
      if (cells[column] !== '' && cells[column] !== owner.cells[column]) {
        errors.push({ row, column, message: `differs from row ${owner.row}, the first row of this item: an item's own columns must be the same on each of its variant rows (or blank)` });
      }
    }
    owner.variants.push({ row, cells });
  }

  const items: CsvItem[] = [];
  let skipped = 0;
  for (const draft of drafts) {
    if (draft.archived) {
      skipped += 1;
      continue;
    }
    const item = itemOf(draft, errors);
    if (item) items.push(item);
  }
  errors.sort((a, b) => a.row - b.row);
  return { items, errors, skipped };
}

function itemOf(draft: { row: number; cells: Cells; variants: { row: number; cells: Cells }[] }, errors: CatalogueCsvRowError[]): CsvItem | undefined {
  const before = errors.length;
  const read = new RowReader(draft.row, draft.cells, errors);
  if (!draft.cells.catalogue) errors.push({ row: draft.row, column: 'catalogue', message: 'is required' });
  if (draft.cells.catalogue.length > L.nameMax) errors.push({ row: draft.row, column: 'catalogue', message: `must be at most ${L.nameMax} characters` });
  if (draft.cells.category.length > L.nameMax) errors.push({ row: draft.row, column: 'category', message: `must be at most ${L.nameMax} characters` });
  const catalogueType = read.catalogueType();
  const basePricePaise = read.money('price', true);
  const salePricePaise = read.money('sale_price');
  const gstRate = read.gstRate();
  const stock = read.count('stock');
  const status = read.status();
  const priceVisible = read.yesNo('price_visible', true);
  const available = read.yesNo('shipping_available', false);
  const weightKg = read.weight();
  const free = read.yesNo('free_shipping', true);
  const costPaise = read.money('shipping_cost');
  const variants = draft.variants.map((v) => {
    const variantRead = new RowReader(v.row, v.cells, errors);
    return {
      name: v.cells.variant_name,
      basePricePaise: variantRead.money('variant_price', true),
      salePricePaise: variantRead.money('variant_sale_price'),
      stock: variantRead.count('variant_stock', true),
    };
  });
  // a cell already refused above is passed on empty: the form's rules then speak only of the other cells
  const body = {
    catalogueId: PLACEHOLDER_ID,
    name: read.text('name'),
    description: read.text('description'),
    basePricePaise,
    salePricePaise,
    gstRate,
    hsnCode: read.text('hsn_sac') || null,
    stock,
    variantTitle: read.text('variant_title') || null,
    ...(variants.length > 0 ? { variants } : {}),
    status,
    priceVisible,
    shipping: { available, weightKg, free, costPaise: costPaise ?? 0 },
  };
  const checked = createProductBodySchema.safeParse(body);
  if (!checked.success) {
    const place = { row: draft.row, variantRows: draft.variants.map((v) => v.row) };
    const reported = new Set(errors.slice(before).map((e) => `${e.row}:${e.column}`));
    for (const issue of checked.error.issues) {
      const where = placeOf(issue.path, place);
      if (!reported.has(`${where.row}:${where.column}`)) errors.push({ row: where.row, column: where.column, message: messageOf(issue, where.column) });
    }
    return undefined;
  }
  if (errors.length > before) return undefined;
  const { catalogueId: _placeholder, categoryId: _none, ...rest } = checked.data;
  return { row: draft.row, catalogue: draft.cells.catalogue, catalogueType: catalogueType ?? null, category: draft.cells.category || null, body: rest };
}
