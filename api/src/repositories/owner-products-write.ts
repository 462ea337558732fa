import { and, eq, inArray } from 'drizzle-orm';
import type { CreateProductBody, UpdateProductBody } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { dispatchPoints, orderLines, productDispatchPoints, products, productVariants } from '../db/schema';
import { checkProductImages } from './owner-catalogue-choices';
import { catalogueOf, categoryOf, freeSlug, OWNER_CATALOGUE_ERRORS } from './owner-catalogues';
import { recordStockMovements, type StockMovement } from './stock-movements';

type Owner = { businessId: string; ownerId: string };
type ProductInsert = typeof products.$inferInsert;
type VariantInput = NonNullable<CreateProductBody['variants']>[number];
type ShippingInput = NonNullable<CreateProductBody['shipping']>;

/** The storefront's stock label for a count: untracked or some on hand is in stock, none is out. */
const stockStatusOf = (total: number | null) => (total === 0 ? ('Out of Stock' as const) : ('In Stock' as const));

const shippingColumns = (shipping: ShippingInput): Partial<ProductInsert> => ({
  shippingAvailable: shipping.available,
  shippingCostPaise: shipping.available && !shipping.free ? shipping.costPaise : 0,
  shippingWeightKg: shipping.weightKg ?? null,
});

/** The category must be the business's and sit in the item's catalogue. */
async function checkCategory(tx: Database, businessId: string, catalogueId: string, categoryId: string | null | undefined) {
  if (!categoryId) return null;
  const category = await categoryOf(tx, businessId, categoryId);
  if (category.catalogueId !== catalogueId) throw OWNER_CATALOGUE_ERRORS.categoryOutsideCatalogue();
  return category.id;
}

/** Sets the item's dispatch points (the first is where its orders ship from); each must be the business's. */
async function setDispatchPoints(tx: Database, businessId: string, productId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length > 0) {
    const found = await tx.select({ id: dispatchPoints.id }).from(dispatchPoints).where(and(eq(dispatchPoints.businessId, businessId), inArray(dispatchPoints.id, wanted)));
    if (found.length !== wanted.length) throw OWNER_CATALOGUE_ERRORS.dispatchPointNotFound();
  }
  await tx.delete(productDispatchPoints).where(and(eq(productDispatchPoints.businessId, businessId), eq(productDispatchPoints.productId, productId)));
  if (wanted.length > 0) {
    await tx.insert(productDispatchPoints).values(wanted.map((dispatchPointId, position) => ({ businessId, productId, dispatchPointId, position })));
  }
}

/**
 * Makes the item's variants the list sent: one with an id is changed (it must be the item's), one without
 * is added, one left out is removed. Answers the stock movements of the counts that changed.
 */
async function setVariants(tx: Database, owner: Owner, productId: string, list: readonly VariantInput[]): Promise<StockMovement[]> {
  const { businessId } = owner;
  const existing = await tx.select().from(productVariants).where(and(eq(productVariants.businessId, businessId), eq(productVariants.productId, productId)));
  const byId = new Map(existing.map((v) => [v.id, v]));
  const movements: StockMovement[] = [];
  const kept = new Set<string>();
  for (const [position, input] of list.entries()) {
    const values = { name: input.name, basePricePaise: input.basePricePaise, salePricePaise: input.salePricePaise ?? null, stock: input.stock, position };
    const before = input.id ? byId.get(input.id.toLowerCase()) : undefined;
    if (input.id && !before) throw OWNER_CATALOGUE_ERRORS.variantNotFound();
    const variantId = before?.id ?? newId();
    if (before) await tx.update(productVariants).set(values).where(and(eq(productVariants.id, variantId), eq(productVariants.businessId, businessId)));
    else await tx.insert(productVariants).values({ id: variantId, businessId, productId, ...values });
    kept.add(variantId);
    movements.push({ productId, variantId, delta: input.stock - (before?.stock ?? 0), resultingStock: input.stock, reason: 'manual', actorId: owner.ownerId });
  }
  const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
  if (gone.length > 0) await tx.delete(productVariants).where(and(eq(productVariants.businessId, businessId), inArray(productVariants.id, gone)));
  return movements;
}

/** Creates an item in one of the business's catalogues; its opening stock is a manual movement. */
export async function createProduct(db: Database, owner: Owner, body: CreateProductBody): Promise<string> {
  const { businessId } = owner;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const catalogue = await catalogueOf(tx, businessId, body.catalogueId);
    const categoryId = await checkCategory(tx, businessId, catalogue.id, body.categoryId);
    const slug = await freeSlug(body.name, async (s) => (await tx.select({ id: products.id }).from(products).where(and(eq(products.businessId, businessId), eq(products.slug, s)))).length > 0);
    const images = await checkProductImages(tx, businessId, body.images);
    const variants = body.variants ?? [];
    const total = variants.length > 0 ? variants.reduce((sum, v) => sum + v.stock, 0) : (body.stock ?? null);
    const id = newId();
    await tx.insert(products).values({
      id,
      businessId,
      catalogueId: catalogue.id,
      categoryId,
      itemType: catalogue.type,
      button: catalogue.type === 'service' ? 'Book' : 'Buy',
      slug,
      name: body.name,
      description: body.description,
      images,
      basePricePaise: body.basePricePaise,
      salePricePaise: body.salePricePaise ?? null,
      taxApplicable: body.gstRate > 0,
      taxRate: body.gstRate,
      hsnCode: body.hsnCode ?? null,
      priceVisible: body.priceVisible,
      variantTitle: body.variantTitle ?? null,
      status: body.status,
      totalQuantity: total,
      stockStatus: stockStatusOf(total),
      ...(body.shipping ? shippingColumns(body.shipping) : {}),
    });
    const movements = await setVariants(tx, owner, id, variants);
    if (variants.length === 0 && total !== null) movements.push({ productId: id, delta: total, resultingStock: total, reason: 'manual', actorId: owner.ownerId });
    await recordStockMovements(tx, businessId, movements);
    if (body.dispatchPointIds) await setDispatchPoints(tx, businessId, id, body.dispatchPointIds);
    return id;
  });
}

/** Changes what the body sends; every stock count that changes is a manual movement by the owner. */
export async function updateProduct(db: Database, owner: Owner, body: UpdateProductBody): Promise<string> {
  const { businessId } = owner;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx.select().from(products).where(and(eq(products.id, body.productId.toLowerCase()), eq(products.businessId, businessId))).for('update');
    if (!current) throw OWNER_CATALOGUE_ERRORS.productNotFound();
    const catalogueId = body.catalogueId ? (await catalogueOf(tx, businessId, body.catalogueId)).id : current.catalogueId;
    const categoryId = body.categoryId === undefined && catalogueId === current.catalogueId ? current.categoryId : await checkCategory(tx, businessId, catalogueId, body.categoryId === undefined ? current.categoryId : body.categoryId);
    const images = body.images === undefined ? undefined : await checkProductImages(tx, businessId, body.images, current.images);
    const basePricePaise = body.basePricePaise ?? current.basePricePaise;
    const salePricePaise = body.salePricePaise === undefined ? current.salePricePaise : body.salePricePaise;
    // a sale price above the base one is refused whichever of the two this change sends
    if (salePricePaise !== null && salePricePaise > basePricePaise) throw OWNER_CATALOGUE_ERRORS.salePriceAboveBase();

    const movements: StockMovement[] = [];
    let total = current.totalQuantity;
    if (body.variants) {
      movements.push(...(await setVariants(tx, owner, current.id, body.variants)));
      if (body.variants.length > 0) total = body.variants.reduce((sum, v) => sum + v.stock, 0);
      else if (body.stock !== undefined) total = body.stock;
    } else if (body.stock !== undefined) {
      const hasVariants = (await tx.select({ id: productVariants.id }).from(productVariants).where(and(eq(productVariants.businessId, businessId), eq(productVariants.productId, current.id))).limit(1)).length > 0;
      // with variants, the item's count is their sum: it changes through them
      if (!hasVariants) {
        total = body.stock;
        if (total !== null) movements.push({ productId: current.id, delta: total - (current.totalQuantity ?? 0), resultingStock: total, reason: 'manual', actorId: owner.ownerId });
      }
    }
    await tx
      .update(products)
      .set({
        catalogueId,
        categoryId,
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(images === undefined ? {} : { images }),
        basePricePaise,
        salePricePaise,
        ...(body.gstRate === undefined ? {} : { taxRate: body.gstRate, taxApplicable: body.gstRate > 0 }),
        ...(body.hsnCode === undefined ? {} : { hsnCode: body.hsnCode }),
        ...(body.variantTitle === undefined ? {} : { variantTitle: body.variantTitle }),
        ...(body.status === undefined ? {} : { status: body.status }),
        ...(body.priceVisible === undefined ? {} : { priceVisible: body.priceVisible }),
        ...(body.shipping ? shippingColumns(body.shipping) : {}),
        ...(total === current.totalQuantity ? {} : { totalQuantity: total, stockStatus: stockStatusOf(total) }),
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, current.id), eq(products.businessId, businessId)));
    await recordStockMovements(tx, businessId, movements);
    if (body.dispatchPointIds) await setDispatchPoints(tx, businessId, current.id, body.dispatchPointIds);
    return current.id;
  });
}

/**
 * Deletes an item no order names; an ordered one is archived instead (kept for its orders, hidden from
 * the storefront, no longer orderable: every public read and Create Order take only Published items).
 */
export async function deleteProduct(db: Database, businessId: string, productId: string): Promise<'deleted' | 'archived'> {
  const [current] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId.toLowerCase()), eq(products.businessId, businessId)));
  if (!current) throw OWNER_CATALOGUE_ERRORS.productNotFound();
  const [ordered] = await db.select({ id: orderLines.id }).from(orderLines).where(and(eq(orderLines.businessId, businessId), eq(orderLines.itemId, current.id))).limit(1);
  if (ordered) {
    await db.update(products).set({ status: 'Archived', updatedAt: new Date() }).where(and(eq(products.id, current.id), eq(products.businessId, businessId)));
    return 'archived';
  }
  await db.delete(products).where(and(eq(products.id, current.id), eq(products.businessId, businessId)));
  return 'deleted';
}
