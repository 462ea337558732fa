/**
 * The owner's catalogue as a CSV file, both ways: its paths, columns, limits and messages (no zod, so
 * the browser's panel can name the columns and build the template before it loads any schema).
 */

export const CATALOGUE_CSV_PATHS = {
  /** GET: every item of the owner's business, every status, as a CSV file (text/csv, UTF-8). */
  export: '/business_website/owner/catalogue/export.csv',
  /** POST: a CSV file as the body (`Content-Type: text/csv`): every row is created, or none. */
  import: '/business_website/owner/catalogue/import',
} as const;

/**
 * The columns, in the file's order, with what each cell holds. One row per item; an item with
 * variants takes one row per variant, its own columns repeated on each (see `handle`). Money is in
 * rupees with up to two decimals ("1299.00"); yes/no cells also take true/false, y/n and 1/0.
 */
export const CATALOGUE_CSV_COLUMNS = [
  { key: 'handle', help: 'Groups the rows of one item with variants (export writes the item\'s web address). Blank: variant rows with the same catalogue and name are one item.' },
  { key: 'catalogue', help: 'Catalogue name (required). Created when the business has none by that name.' },
  { key: 'catalogue_type', help: 'product or service; used when the catalogue is created (blank: product).' },
  { key: 'category', help: 'Category name in that catalogue; created when missing. Blank: no category.' },
  { key: 'name', help: 'Item name (required), at most 200 characters.' },
  { key: 'description', help: 'Up to 5000 characters.' },
  { key: 'price', help: 'Price in rupees (required), above 0, e.g. 1299.00.' },
  { key: 'sale_price', help: 'Sale price in rupees, not above the price. Blank or 0: no sale.' },
  { key: 'gst_rate', help: 'GST percent: 0, 5, 12, 18 or 28 (blank: 0).' },
  { key: 'hsn_sac', help: 'HSN (goods) or SAC (services) code: 4 to 8 digits.' },
  { key: 'stock', help: 'Units on hand; blank: not tracked. With variants, their sum (this cell is then ignored).' },
  { key: 'status', help: 'Draft or Published (blank: Draft). Archived rows are exported for the record and skipped on import.' },
  { key: 'price_visible', help: 'yes or no: show the price on the storefront (blank: yes).' },
  { key: 'shipping_available', help: 'yes or no: the item is shipped (blank: no).' },
  { key: 'shipping_weight_kg', help: 'Shipping weight in kg, e.g. 0.5.' },
  { key: 'free_shipping', help: 'yes or no (blank: yes). No: shipping_cost is charged per line.' },
  { key: 'shipping_cost', help: 'Shipping charge in rupees when free_shipping is no.' },
  { key: 'variant_title', help: 'What the variants differ by, e.g. Size.' },
  { key: 'variant_name', help: 'This row\'s variant, e.g. M. Blank: the item has no variants.' },
  { key: 'variant_price', help: 'The variant\'s price in rupees (required on a variant row).' },
  { key: 'variant_sale_price', help: 'The variant\'s sale price in rupees.' },
  { key: 'variant_stock', help: 'The variant\'s units on hand (required on a variant row).' },
] as const;

export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number]['key'];

/** Column names in the file's order: the header row. */
export const CATALOGUE_CSV_HEADER: readonly CatalogueCsvColumn[] = CATALOGUE_CSV_COLUMNS.map((c) => c.key);

/** Columns a file must have; any other may be left out (its cells are then blank). */
export const CATALOGUE_CSV_REQUIRED_COLUMNS: readonly CatalogueCsvColumn[] = ['catalogue', 'name', 'price'];

export const CATALOGUE_CSV_LIMITS = {
  /** Data rows (the header not counted) one import takes: a day's stock-take, kept to one transaction. */
  maxRows: 500,
  /** Bytes of one file: 500 rows with long descriptions fit; anything larger is not a catalogue. */
  maxBytes: 2 * 1024 * 1024,
  /** Row errors listed in one answer; past this the answer says how many more there were. */
  maxErrorsListed: 200,
} as const;

/** What the import answers when it refuses a file. */
export const CATALOGUE_CSV_MESSAGES = {
  notCsv: 'Send the CSV file as the request body with Content-Type: text/csv',
  tooLarge: `The file is larger than ${CATALOGUE_CSV_LIMITS.maxBytes / (1024 * 1024)} MB: split it into smaller files`,
  notUtf8: 'The file is not UTF-8 text: in your spreadsheet choose "Save as" CSV UTF-8 and try again',
  notText: 'The file is not a CSV text file',
  empty: 'The file has no rows to import: the first row names the columns, each row after it is an item',
  tooManyRows: (rows: number) => `The file has ${rows} rows; at most ${CATALOGUE_CSV_LIMITS.maxRows} can be imported at once: split it into smaller files`,
  unreadable: (line: number, reason: string) => `The file could not be read as CSV near line ${line}: ${reason}`,
  rowsInvalid: (rows: number) => `${rows} row${rows === 1 ? ' has' : 's have'} problems; nothing was imported. Fix them and import the file again.`,
} as const;
