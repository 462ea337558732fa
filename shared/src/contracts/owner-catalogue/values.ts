/**
 * The owner's catalogue contract's plain values (paths, limits, messages): no zod, so the browser can
 * use them before it loads the schemas. Every route takes the owner's token; the business is the token's.
 */

export const OWNER_CATALOGUE_PATHS = {
  createCatalogue: '/business_website/owner/catalogues/create',
  renameCatalogue: '/business_website/owner/catalogues/rename',
  deleteCatalogue: '/business_website/owner/catalogues/delete',
  createCategory: '/business_website/owner/categories/create',
  renameCategory: '/business_website/owner/categories/rename',
  deleteCategory: '/business_website/owner/categories/delete',
  /** GET: the owner's items, every status, searched, filtered and paged. */
  listProducts: '/business_website/owner/products',
  /** GET: one item as the owner edits it. */
  product: '/business_website/owner/product',
  createProduct: '/business_website/owner/products/create',
  updateProduct: '/business_website/owner/products/update',
  deleteProduct: '/business_website/owner/products/delete',
  /** GET: the business's catalogues, each with its categories, for the owner's catalogue page. */
  catalogues: '/business_website/owner/catalogues',
} as const;

/** GST slabs an item may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** An HSN (goods) or SAC (services) code: 4 to 8 digits. */
export const HSN_CODE_PATTERN = /^\d{4,8}$/;

export const OWNER_CATALOGUE_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  variantsMax: 50,
  dispatchPointsMax: 10,
  /** Photos an item may show: the storefront's gallery stays a short strip. */
  imagesMax: 8,
  /** Rs 1 crore, in paise: above any single item a small business lists. */
  priceMaxPaise: 1_000_000_000,
  stockMax: 1_000_000,
  weightMaxKg: 10_000,
  pageSize: 20,
  searchMax: 100,
} as const;

/** What the owner's catalogue routes answer when they refuse. */
export const OWNER_CATALOGUE_MESSAGES = {
  catalogueNotFound: 'Catalogue not found',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
  dispatchPointNotFound: 'Dispatch point not found',
  variantNotFound: 'Variant not found',
  categoryHasProducts: 'This category still has products: move or delete them first',
  catalogueHasProducts: 'This catalogue still has products: move or delete them first',
  categoryOutsideCatalogue: 'The category belongs to another catalogue',
  salePriceAboveBase: 'must not be above the base price',
  hsnCode: 'must be 4 to 8 digits',
  imageNotOwn: "must be an image uploaded to this business's site",
} as const;

/** What deleting an item did: an item that was ordered is archived (kept for its orders), others are deleted. */
export const PRODUCT_DELETE_OUTCOMES = ['deleted', 'archived'] as const;
