import { asc, eq, and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../contracts';
import type { Database } from '../db/client';
import { toRupees, toRupeesOrNull } from '../db/money';
import { catalogues, categories, dispatchPoints, productDispatchPoints, products, productVariants, servicePackages } from '../db/schema';
import { readsTogether } from '../db/reads-together';

// The search document and its copy of the category name are for matching, never part of an answer.
const { searchVector: _searchVector, categoryName: _categoryName, ...productColumns } = getTableColumns(products);

/** The columns a public product answer needs: the product, its catalogue and its category. */
export const productSelection = {
  ...productColumns,
  catalogue: { id: catalogues.id, slug: catalogues.slug, name: catalogues.name },
  category: { id: categories.id, slug: categories.slug, name: categories.name },
};

/** A select of public product rows (plus any `extra` columns); callers add their own where / order / paging. */
export function selectPublicProducts<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(db: Database, extra?: Extra) {
  return db
    .select({ ...productSelection, ...(extra as Extra) })
    .from(products)
    .innerJoin(catalogues, eq(catalogues.id, products.catalogueId))
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectPublicProducts>['execute']>>[number];

type Relations = {
  variants: Map<string, Product['variants']>;
  packages: Map<string, Product['packages']>;
  dispatchPoints: Map<string, Product['dispatchPoints']>;
};

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(value(row));
    else map.set(k, [value(row)]);
  }
  return map;
}

type VariantRow = { id: string; name: string; basePricePaise: number; salePricePaise: number | null; stock: number; discountPercentage: string | number | null };
type PackageRow = { id: string; name: string; description: string; pricePaise: number; discountPercentage: string | number; stock: number | null };
type PointRow = { id: string; name: string; pincode: string };

/**
 * A product's variants, packages and dispatch points as JSON columns of its own row: correlated subqueries
 * on their product indexes, which PostgreSQL evaluates only for the rows a page keeps (after its sort and
 * limit), so an answer is one round trip instead of four.
 */
export const relationColumns = {
  variantList: sql<VariantRow[]>`(SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'basePricePaise', v.base_price_paise, 'salePricePaise', v.sale_price_paise, 'stock', v.stock, 'discountPercentage', v.discount_percentage) ORDER BY v.position, v.id), '[]'::json) FROM product_variants v WHERE v.product_id = ${products.id} AND v.business_id = ${products.businessId})`,
  packageList: sql<PackageRow[]>`(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description, 'pricePaise', s.price_paise, 'discountPercentage', s.discount_percentage, 'stock', s.stock) ORDER BY s.position, s.id), '[]'::json) FROM service_packages s WHERE s.product_id = ${products.id} AND s.business_id = ${products.businessId})`,
  pointList: sql<PointRow[]>`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'pincode', d.pincode) ORDER BY pdp.position, d.id), '[]'::json) FROM product_dispatch_points pdp JOIN dispatch_points d ON d.id = pdp.dispatch_point_id WHERE pdp.product_id = ${products.id} AND pdp.business_id = ${products.businessId})`,
};

/** Rows read with `relationColumns` as the relations `toWireProduct` takes. */
export function relationsOf(rows: (ProductRow & { variantList: VariantRow[]; packageList: PackageRow[]; pointList: PointRow[] })[]): Relations {
  const relations: Relations = { variants: new Map(), packages: new Map(), dispatchPoints: new Map() };
  for (const row of rows) {
    relations.variants.set(row.id, row.variantList.map(wireVariant));
    relations.packages.set(row.id, row.packageList.map(wirePackage));
    relations.dispatchPoints.set(row.id, row.pointList.map((d: PointRow) => ({ _id: d.id, name: d.name, pincode: d.pincode })));
  }
  return relations;
}

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function wireVariant(v: VariantRow): Product['variants'][number] {
  return {
    _id: v.id,
    name: v.name,
    basePrice: toRupees(v.basePricePaise),
    salePrice: v.salePricePaise && v.salePricePaise > 0 ? toRupees(v.salePricePaise) : null,
    stock: v.stock,
    discountPercentage: numberOrNull(v.discountPercentage),
  };
}

function wirePackage(p: PackageRow): Product['packages'][number] {
  return { _id: p.id, name: p.name, description: p.description, price: toRupees(p.pricePaise), discountPercentage: Number(p.discountPercentage), stock: p.stock };
}

/** Variants, packages and dispatch points of a page of products, in three queries. */
export async function loadRelations(db: Database, businessId: string, productIds: string[]): Promise<Relations> {
  if (productIds.length === 0) return { variants: new Map(), packages: new Map(), dispatchPoints: new Map() };
  const [variantRows, packageRows, pointRows] = await readsTogether(
    db,
    () =>
      db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.businessId, businessId), inArray(productVariants.productId, productIds)))
        .orderBy(asc(productVariants.position), asc(productVariants.id)),
    () =>
      db
        .select()
        .from(servicePackages)
        .where(and(eq(servicePackages.businessId, businessId), inArray(servicePackages.productId, productIds)))
        .orderBy(asc(servicePackages.position), asc(servicePackages.id)),
    () =>
      db
        .select({ productId: productDispatchPoints.productId, id: dispatchPoints.id, name: dispatchPoints.name, pincode: dispatchPoints.pincode })
        .from(productDispatchPoints)
        .innerJoin(dispatchPoints, eq(dispatchPoints.id, productDispatchPoints.dispatchPointId))
        .where(and(eq(productDispatchPoints.businessId, businessId), inArray(productDispatchPoints.productId, productIds)))
        .orderBy(asc(productDispatchPoints.position), asc(dispatchPoints.id)),
  );
  return {
    variants: groupBy(variantRows, (v) => v.productId, (v) => wireVariant(v)),
    packages: groupBy(packageRows, (p) => p.productId, (p) => wirePackage(p)),
    dispatchPoints: groupBy(pointRows, (d) => d.productId, (d) => ({ _id: d.id, name: d.name, pincode: d.pincode })),
  };
}

/**
 * The item without the prices its business hides (`priceVisible` false): every price becomes 0 and every
 * sale price and discount null, so the numbers never leave the server and clients show 'Price on
 * request' from `priceVisible`. Every answer that carries items (listing, details, featured, the chat's
 * catalogue items and topics, the cart) is made by `toWireProduct`, which applies this.
 */
export function hidePrices(product: Product): Product {
  if (product.pricing.priceVisible) return product;
  return {
    ...product,
    price: 0,
    pricing: { ...product.pricing, basePrice: 0, salePrice: null, discountPercentage: null },
    variants: product.variants.map((variant) => ({ ...variant, basePrice: 0, salePrice: null, discountPercentage: null })),
    packages: product.packages.map((pkg) => ({ ...pkg, price: 0, discountPercentage: 0 })),
  };
}

/** A product row and its relations in the wire format (rupees, the spec's field names), hidden prices left out. */
export function toWireProduct(row: ProductRow, relations: Relations): Product {
  return hidePrices(toWireShape(row, relations));
}

function toWireShape(row: ProductRow, relations: Relations): Product {
  const sale = row.salePricePaise && row.salePricePaise > 0 ? row.salePricePaise : null;
  const dimensions =
    row.lengthCm !== null && row.widthCm !== null && row.heightCm !== null
      ? { length: row.lengthCm, width: row.widthCm, height: row.heightCm }
      : null;
  return {
    _id: row.id,
    itemType: row.itemType,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images: row.images,
    video: row.video,
    price: toRupees(row.effectivePricePaise),
    rating: row.rating,
    reviewCount: row.reviewCount,
    featured: row.featured,
    flashSale: row.flashSale,
    tags: row.tags,
    button: row.button,
    variantTitle: row.variantTitle,
    status: row.status,
    catalogueId: { _id: row.catalogue.id, slug: row.catalogue.slug, name: row.catalogue.name },
    categoryId: row.category ? { _id: row.category.id, slug: row.category.slug, name: row.category.name } : null,
    pricing: {
      basePrice: toRupees(row.basePricePaise),
      salePrice: toRupeesOrNull(sale),
      taxApplicable: row.taxApplicable,
      taxRate: row.taxRate,
      discountPercentage: row.discountPercentage,
      priceVisible: row.priceVisible,
    },
    inventory: { totalQuantity: row.totalQuantity, stockStatus: row.stockStatus },
    totalQuantity: row.totalQuantity,
    shipping: {
      available: row.shippingAvailable,
      weight: row.shippingWeightKg,
      dimensions,
      cost: toRupees(row.shippingCostPaise),
    },
    dispatchPoints: relations.dispatchPoints.get(row.id) ?? [],
    variants: relations.variants.get(row.id) ?? [],
    packages: relations.packages.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The published items of a business among `ids`, by id, in the storefront's shape: a price the business
 * hides is already gone (`toWireProduct`), so nothing built from them can show it.
 */
export async function loadPublicProducts(db: Database, businessId: string, ids: string[]): Promise<Map<string, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await selectPublicProducts(db).where(
    and(
      eq(products.businessId, businessId),
      eq(products.status, 'Published'),
      eq(catalogues.businessId, businessId),
      eq(catalogues.status, 'Published'),
      inArray(products.id, ids),
    ),
  );
  const relations = await loadRelations(db, businessId, rows.map((row) => row.id));
  return new Map(rows.map((row) => [row.id, toWireProduct(row, relations)]));
}
