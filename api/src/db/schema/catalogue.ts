import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { createdAt, id, tsvector, updatedAt } from './columns';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** A catalogue groups items of one kind (products or services); the storefront's catalogue strip. */
export const catalogues = pgTable(
  'catalogues',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    type: text('type', { enum: ['product', 'service'] }).notNull().default('product'),
    /** Draft catalogues never appear publicly. */
    status: text('status', { enum: ['Published', 'Draft'] }).notNull().default('Published'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('catalogues_business_slug_uq').on(t.businessId, t.slug)],
);

/** A category (the spec's catalogue "subcategory") inside one catalogue; slug unique per business. */
export const categories = pgTable(
  'categories',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    catalogueId: id('catalogue_id').notNull().references(() => catalogues.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_business_slug_uq').on(t.businessId, t.slug),
    index('categories_catalogue_idx').on(t.businessId, t.catalogueId, t.position),
  ],
);

/**
 * A catalogue item: a product or a service. Money columns are integer paise. `effective_price_paise`
 * is the price a listing shows and filters on (the sale price when it is above 0, else the base
 * price, before tax); `search_vector` is the full-text document over name, tags and description.
 */
const published = sql`status = 'Published'`;

export const products = pgTable(
  'products',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    catalogueId: id('catalogue_id').notNull().references(() => catalogues.id, { onDelete: 'cascade' }),
    categoryId: id('category_id').references(() => categories.id, { onDelete: 'set null' }),
    itemType: text('item_type', { enum: ['product', 'service'] }).notNull().default('product'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    video: text('video'),
    basePricePaise: integer('base_price_paise').notNull(),
    /** Counts only when above 0 (spec: "Sale price counts only when it is a number greater than 0"). */
    salePricePaise: integer('sale_price_paise'),
    effectivePricePaise: integer('effective_price_paise')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN sale_price_paise > 0 THEN sale_price_paise ELSE base_price_paise END`),
    taxApplicable: boolean('tax_applicable').notNull().default(false),
    /** GST percentage (5, 12, 18, ...). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    priceVisible: boolean('price_visible').notNull().default(true),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    flashSale: boolean('flash_sale').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Buy, Book, Chat, Contact or another label: decides what the storefront's action button does. */
    button: text('button').notNull().default('Buy'),
    variantTitle: text('variant_title'),
    /** Only Published items show on the storefront; an Archived one (deleted after it was ordered) never again. */
    status: text('status', { enum: ['Published', 'Draft', 'Archived'] }).notNull().default('Published'),
    /** GST's HSN (goods) or SAC (services) code, 4-8 digits. */
    hsnCode: text('hsn_code'),
    stockStatus: text('stock_status', { enum: ['In Stock', 'Low Stock', 'Out of Stock', 'Limited'] })
      .notNull()
      .default('In Stock'),
    /** Units on hand; NULL means not tracked (services, made to order). */
    totalQuantity: integer('total_quantity'),
    shippingAvailable: boolean('shipping_available').notNull().default(false),
    /** Flat delivery charge per order line; 0 on a shippable item is "Free Shipping". */
    shippingCostPaise: integer('shipping_cost_paise').notNull().default(0),
    shippingWeightKg: numeric('shipping_weight_kg', { precision: 8, scale: 3, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 8, scale: 2, mode: 'number' }),
    widthCm: numeric('width_cm', { precision: 8, scale: 2, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 8, scale: 2, mode: 'number' }),
    /** The category's name, kept by triggers (0016) for the search document; '' without a category. */
    categoryName: text('category_name').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', immutable_array_to_string(tags, ' ')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ')), 'B') || setweight(to_tsvector('simple', category_name), 'B') || setweight(to_tsvector('english', category_name), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_business_slug_uq').on(t.businessId, t.slug),
    index('products_listing_idx').on(t.businessId, t.catalogueId, t.status),
    index('products_category_idx').on(t.businessId, t.categoryId),
    index('products_price_idx').on(t.businessId, t.effectivePricePaise),
    // The listed price (0 when hidden) of published items, highest first: a listing's price slider bound
    // (`maxSalePrice`) is the first entry of these, for the business or one catalogue, not an aggregate.
    // 0016 makes them carry every filter's columns (INCLUDE), so a listing's count is an index-only scan;
    // 0021 adds the other sorts' columns, so a price range in rating, newest or name order is one too.
    index('products_listed_price_idx')
      .on(t.businessId, sql`(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)`)
      .where(sql`status = 'Published'`),
    index('products_catalogue_listed_price_idx')
      .on(t.businessId, t.catalogueId, sql`(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)`)
      .where(sql`status = 'Published'`),
    // A category's page within a price range, in price order: one range scan of the category's entries.
    index('products_category_listed_price_idx')
      .on(t.businessId, t.categoryId, sql`(CASE WHEN price_visible THEN effective_price_paise ELSE 0 END)`)
      .where(sql`status = 'Published'`),
    // Each sort walks an index in its own order and stops at the page, for the business, a catalogue or a category.
    index('products_name_order_idx').on(t.businessId, sql`(lower(name) COLLATE "C")`, t.id).where(published),
    index('products_catalogue_name_order_idx').on(t.businessId, t.catalogueId, sql`(lower(name) COLLATE "C")`, t.id).where(published),
    index('products_category_name_order_idx').on(t.businessId, t.categoryId, sql`(lower(name) COLLATE "C")`, t.id).where(published),
    index('products_rating_order_idx').on(t.businessId, t.rating.desc(), t.reviewCount.desc(), t.id).where(published),
    index('products_catalogue_rating_order_idx').on(t.businessId, t.catalogueId, t.rating.desc(), t.reviewCount.desc(), t.id).where(published),
    index('products_category_rating_order_idx').on(t.businessId, t.categoryId, t.rating.desc(), t.reviewCount.desc(), t.id).where(published),
    index('products_newest_order_idx').on(t.businessId, t.createdAt.desc(), t.id).where(published),
    index('products_catalogue_newest_order_idx').on(t.businessId, t.catalogueId, t.createdAt.desc(), t.id).where(published),
    index('products_category_newest_order_idx').on(t.businessId, t.categoryId, t.createdAt.desc(), t.id).where(published),
    index('products_featured_idx').on(t.businessId, t.catalogueId).where(sql`featured`),
    index('products_flash_sale_idx').on(t.businessId, t.catalogueId).where(sql`flash_sale`),
    // The search document (name, tags, category, description) and the names' trigrams (substrings, misspellings),
    // without a pending list: a written item is searchable from the index at once (0016 says why).
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/**
 * Kept by triggers on products (0020), never written by the API: per catalogue, category (NULL for items
 * without one) and combination of the listing's yes/no filters and whole rating, the number of published
 * items and their highest listed price (the effective price, 0 when hidden). A listing's count without a
 * price range or search, its price slider's bound and the catalogue and category counts sum a few of
 * these rows instead of reading every item of the business.
 */
export const listingTotals = pgTable(
  'listing_totals',
  {
    businessId: businessId(),
    catalogueId: id('catalogue_id').notNull().references(() => catalogues.id, { onDelete: 'cascade' }),
    categoryId: id('category_id'),
    inStock: boolean('in_stock').notNull(),
    freeShipping: boolean('free_shipping').notNull(),
    onSale: boolean('on_sale').notNull(),
    featured: boolean('featured').notNull(),
    flashSale: boolean('flash_sale').notNull(),
    /** The whole stars of the rating (floor): `minRating` n keeps the cells of n and above. */
    ratingFloor: integer('rating_floor').notNull(),
    publishedCount: integer('published_count').notNull().default(0),
    highestListedPaise: integer('highest_listed_paise').notNull().default(0),
  },
  (t) => [
    unique('listing_totals_cell_uq')
      .on(t.catalogueId, t.categoryId, t.inStock, t.freeShipping, t.onSale, t.featured, t.flashSale, t.ratingFloor)
      .nullsNotDistinct(),
    // the slider's bound: the first entry, for the business or one catalogue; a count: index-only (0020, INCLUDE)
    index('listing_totals_highest_idx').on(t.businessId, t.highestListedPaise.desc()),
    index('listing_totals_business_idx').on(t.businessId, t.catalogueId, t.highestListedPaise.desc()),
    index('listing_totals_category_idx').on(t.categoryId),
  ],
);

/** A variant of a product (size, colour, weight); prices in paise. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    productId: id('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    stock: integer('stock').notNull().default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

/** A bookable package of a service; price after discount = price x (1 - discountPercentage/100). */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    productId: id('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Slots available; NULL means unlimited. */
    stock: integer('stock'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_packages_product_idx').on(t.productId, t.position)],
);

/** A place goods ship from; orders are grouped by the first dispatch point of each product. */
export const dispatchPoints = pgTable(
  'dispatch_points',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull(),
    /**
     * What the point serves: these pincodes and/or these states; both empty means everywhere. A product
     * ships from its first point that serves the address (shared/rules/dispatch), else from its first point.
     */
    servesPincodes: jsonb('serves_pincodes').$type<string[]>().notNull().default([]),
    servesStates: jsonb('serves_states').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('dispatch_points_business_idx').on(t.businessId)],
);

export const productDispatchPoints = pgTable(
  'product_dispatch_points',
  {
    businessId: businessId(),
    productId: id('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    dispatchPointId: id('dispatch_point_id').notNull().references(() => dispatchPoints.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.dispatchPointId] }), index('product_dispatch_points_point_idx').on(t.dispatchPointId)],
);
