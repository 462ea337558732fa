import { z } from 'zod';
import { idSchema, queryBoolean } from '../common/schemas';
import { LISTING_SORT_OPTIONS, STOCK_STATUSES, SORT_OPTIONS } from './values';
export * from './values';

export type StockStatus = (typeof STOCK_STATUSES)[number];
export type SortOption = (typeof SORT_OPTIONS)[number];
export type ListingSort = (typeof LISTING_SORT_OPTIONS)[number];

/** Prices on the wire are rupees (numbers with up to 2 decimals); the database keeps paise. */
export const variantSchema = z.object({
  _id: idSchema,
  name: z.string(),
  basePrice: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number().int(),
  discountPercentage: z.number().nullable(),
});
export type Variant = z.infer<typeof variantSchema>;

export const packageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discountPercentage: z.number(),
  stock: z.number().int().nullable(),
});
export type ServicePackage = z.infer<typeof packageSchema>;

/**
 * With `priceVisible` false the business hides the item's price and it never leaves the server: every
 * price of the item (here, `price`, its variants and packages) is 0 and every sale price and discount
 * null; clients show 'Price on request' from `priceVisible`, never a 0.
 */
export const pricingSchema = z.object({
  basePrice: z.number(),
  salePrice: z.number().nullable(),
  taxApplicable: z.boolean(),
  taxRate: z.number(),
  discountPercentage: z.number().nullable(),
  priceVisible: z.boolean(),
});
export type Pricing = z.infer<typeof pricingSchema>;

export const dispatchPointSchema = z.object({ _id: idSchema, name: z.string(), pincode: z.string() });

export const productSchema = z.object({
  _id: idSchema,
  itemType: z.enum(['product', 'service']),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  video: z.string().nullable(),
  /** Display price in rupees before tax: the sale price when valid, else the base price. */
  price: z.number(),
  rating: z.number(),
  reviewCount: z.number().int(),
  featured: z.boolean(),
  flashSale: z.boolean(),
  tags: z.array(z.string()),
  /** Buy, Book, Chat, Contact or another label: decides what the action button does. */
  button: z.string(),
  variantTitle: z.string().nullable(),
  status: z.enum(['Published', 'Draft']),
  catalogueId: z.object({ _id: idSchema, slug: z.string(), name: z.string() }),
  categoryId: z.object({ _id: idSchema, slug: z.string(), name: z.string() }).nullable(),
  pricing: pricingSchema,
  inventory: z.object({ totalQuantity: z.number().int().nullable(), stockStatus: z.enum(STOCK_STATUSES) }),
  totalQuantity: z.number().int().nullable(),
  shipping: z.object({
    available: z.boolean(),
    weight: z.number().nullable(),
    dimensions: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable(),
    /** Delivery charge in rupees; 0 on a shippable item shows 'Free Shipping'. */
    cost: z.number(),
  }),
  dispatchPoints: z.array(dispatchPointSchema),
  variants: z.array(variantSchema),
  packages: z.array(packageSchema),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * Query of get_catalogue_product_items_for_public. `slug` or `catalogId` names the catalogue (either
 * may be omitted to list the whole business; a 24-hex `slug` is read as an id); `category` is a slug
 * or a 24-hex id; `priceRange` is `min,max` in rupees on the effective price before tax (the sale
 * price when above 0, else the base price). Boolean filters apply when true and are ignored when
 * false. `freeShipping`: shippable with a shipping cost of 0. `inStockOnly`: stock status is not
 * Out of Stock and the tracked quantity (if any) is above 0. `onSale`: a sale price above 0 and below
 * the base price. An unknown catalogue or category gives an empty list, not an error. With `search`
 * the items are ranked by relevance unless `sortBy` names one of the five sorts.
 */
export const productListQuerySchema = z
  .object({
    accountTypeId: idSchema,
    slug: z.string().trim().min(1).max(200).optional(),
    catalogId: idSchema.optional(),
    status: z.literal('Published').default('Published'),
    search: z.string().trim().max(200).optional(),
    category: z.string().trim().min(1).max(200).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(8),
    /** Omitted: relevance while searching, else name. Relevance without a search is name. */
    sortBy: z.enum(LISTING_SORT_OPTIONS).optional(),
    priceRange: z
      .string()
      .regex(/^\d+(\.\d+)?,\d+(\.\d+)?$/, 'priceRange must be min,max in rupees')
      .transform((s) => s.split(',').map(Number) as [number, number])
      .refine(([min, max]) => min <= max, 'priceRange minimum may not exceed its maximum')
      .optional(),
    inStockOnly: queryBoolean.optional(),
    freeShipping: queryBoolean.optional(),
    onSale: queryBoolean.optional(),
    featured: queryBoolean.optional(),
    flashSale: queryBoolean.optional(),
    minRating: z.coerce.number().int().min(0).max(4).optional(),
  })
  .strict();
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilters = z.output<typeof productListQuerySchema>;

export const productListAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.array(productSchema),
  /** Number of pages at the requested limit. */
  size: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * Highest effective price (sale price when above 0, else base price; before tax) of the published
   * items of the named catalogue, or of the whole business, whatever the other filters; 0 when none.
   * The price slider's maximum.
   */
  maxSalePrice: z.number(),
});
export type ProductListAnswer = z.infer<typeof productListAnswerSchema>;

export const productDetailsQuerySchema = z
  .object({ accountTypeId: idSchema, slug: z.string().trim().min(1).max(200) })
  .strict();

export const productDetailsAnswerSchema = z.object({ message: z.literal('success'), data: productSchema });
export type ProductDetailsAnswer = z.infer<typeof productDetailsAnswerSchema>;
