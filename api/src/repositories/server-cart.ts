import { and, asc, eq, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import { clampQuantity, defaultCartChoice, isOutOfStock, maxQuantity } from 'shared/rules';
import { CART_MESSAGES, SERVER_CART_MAX_LINES, type CartLine, type CartLineInput, type CartUpdateField, type Product, type ServerCartItem } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { cartItems, carts } from '../db/schema';
import { AppError } from '../errors';
import { loadPublicProducts } from './product-query';
import type { CustomerRef } from './customer-ref';

/** A line as stored, with the item it names as the storefront shows it. */
interface StoredLine {
  id: string;
  product: Product;
  variantId: string | null;
  packageId: string | null;
  quantity: number;
  addedAt: Date;
  updatedAt: Date;
}

export const CART_ERRORS = {
  outOfStock: () => AppError.badRequest(CART_MESSAGES.outOfStock),
  noItem: () => AppError.notFound('PRODUCT_NOT_FOUND', 'No such item on sale'),
  noLine: () => AppError.badRequest('No cart item at that index'),
  unknownChoice: () => AppError.badRequest('That option is not one of the item\'s'),
  full: () => AppError.badRequest(`A cart holds at most ${SERVER_CART_MAX_LINES} different items`),
} as const;

/**
 * The cart's lines, oldest first (the order `index` refers to). Lines whose item is no longer on sale
 * are left out; quantities are clamped to today's stock.
 */
async function readLines(db: Database, customer: CustomerRef): Promise<StoredLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      packageId: cartItems.packageId,
      quantity: cartItems.quantity,
      addedAt: cartItems.addedAt,
      updatedAt: cartItems.updatedAt,
    })
    .from(cartItems)
    .innerJoin(carts, and(eq(carts.id, cartItems.cartId), eq(carts.businessId, customer.businessId)))
    .where(and(eq(cartItems.businessId, customer.businessId), eq(carts.customerId, customer.customerId)))
    .orderBy(asc(cartItems.position), asc(cartItems.addedAt), asc(cartItems.id));
  const items = await loadPublicProducts(db, customer.businessId, [...new Set(rows.map((row) => row.productId))]);
  return rows.flatMap((row) => {
    const product = items.get(row.productId);
    if (!product) return [];
    return [{ ...row, product, quantity: clampQuantity(row.quantity, maxQuantity(product, row.variantId)) }];
  });
}

function toAnswer(line: StoredLine): ServerCartItem {
  return {
    ...line.product,
    quantity: line.quantity,
    selectedVariant: line.variantId,
    selectedPackage: line.packageId,
    addedAt: line.addedAt.getTime(),
    updatedAt: line.updatedAt.getTime(),
  };
}

/** The customer's cart as answered. */
export async function getServerCart(db: Database, customer: CustomerRef): Promise<ServerCartItem[]> {
  return (await readLines(db, customer)).map(toAnswer);
}

/**
 * The customer's cart as Create Order takes it: the same lines the cart answers (items on sale, clamped
 * quantities), each already holding its resolved variant and package.
 */
export async function serverCartLines(db: Database, customer: CustomerRef): Promise<CartLine[]> {
  return (await readLines(db, customer)).map((line) => ({
    productId: line.product._id,
    quantity: line.quantity,
    selectedVariant: line.variantId,
    selectedPackage: line.packageId,
    itemType: line.product.itemType,
  }));
}

/**
 * Runs a change of the customer's cart in one transaction holding the cart's row lock, so two changes at
 * once (two tabs, a merge racing an add) never make two lines of one item; answers the cart after it.
 * The items are read before the transaction, so the transaction holds only the cart's own short queries.
 */
async function changeCart(db: Database, customer: CustomerRef, change: (tx: Database, cartId: string) => Promise<void>): Promise<ServerCartItem[]> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.insert(carts).values({ id: newId(), businessId: customer.businessId, customerId: customer.customerId }).onConflictDoNothing();
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.businessId, customer.businessId), eq(carts.customerId, customer.customerId)))
      .for('update');
    if (!cart) throw new Error('cart row missing after insert');
    await change(tx, cart.id);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
  return getServerCart(db, customer);
}

const sameOrNull = (column: typeof cartItems.variantId | typeof cartItems.packageId, value: string | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** The variant and package a new line gets: the ones named (which must be the item's), else the defaults. */
function resolveChoice(product: Product, input: { selectedVariant: string | null; selectedPackage: string | null }) {
  const choice = defaultCartChoice(product, input);
  const variant = product.variants.find((v) => v._id === choice.selectedVariant);
  const pkg = product.packages.find((p) => p._id === choice.selectedPackage);
  if ((input.selectedVariant !== null && !variant) || (input.selectedPackage !== null && !pkg)) throw CART_ERRORS.unknownChoice();
  if (isOutOfStock(product, variant) || (pkg && pkg.stock !== null && pkg.stock <= 0)) throw CART_ERRORS.outOfStock();
  return { variantId: variant?._id ?? null, packageId: pkg?._id ?? null };
}

/**
 * Puts a line into the cart: the same item, variant and package already there gets the quantity added;
 * either way the quantity is clamped (at least 1, at most the stock).
 */
async function putLine(tx: Database, customer: CustomerRef, cartId: string, product: Product, input: CartLineInput): Promise<void> {
  const { variantId, packageId } = resolveChoice(product, {
    selectedVariant: input.selectedVariant ?? null,
    selectedPackage: input.selectedPackage ?? null,
  });
  const adding = clampQuantity(input.quantity ?? 1);
  const limit = maxQuantity(product, variantId);
  const now = new Date();
  const [existing] = await tx
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.businessId, customer.businessId),
        eq(cartItems.productId, product._id),
        sameOrNull(cartItems.variantId, variantId),
        sameOrNull(cartItems.packageId, packageId),
      ),
    )
    .limit(1);
  if (existing) {
    await tx
      .update(cartItems)
      .set({ quantity: clampQuantity(existing.quantity + adding, limit), updatedAt: now })
      .where(eq(cartItems.id, existing.id));
    return;
  }
  const [stats] = await tx
    .select({ count: sql<number>`count(*)::int`.mapWith(Number), last: max(cartItems.position) })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((stats?.count ?? 0) >= SERVER_CART_MAX_LINES) throw CART_ERRORS.full();
  await tx.insert(cartItems).values({
    id: newId(now),
    businessId: customer.businessId,
    cartId,
    productId: product._id,
    itemType: product.itemType,
    variantId,
    packageId,
    quantity: clampQuantity(adding, limit),
    position: (stats?.last ?? -1) + 1,
    addedAt: now,
    updatedAt: now,
  });
}

/** Add to cart: refused with 'Out of stock' for an item or choice with none left. */
export async function addToServerCart(db: Database, customer: CustomerRef, input: CartLineInput): Promise<ServerCartItem[]> {
  const product = (await loadPublicProducts(db, customer.businessId, [input.productId.toLowerCase()])).get(input.productId.toLowerCase());
  if (!product) throw CART_ERRORS.noItem();
  return changeCart(db, customer, (tx, cartId) => putLine(tx, customer, cartId, product, input));
}

/**
 * Save merged: the guest cart's lines join the server cart, one by one as adds would, so the same item,
 * variant and package add their quantities and are clamped. Lines that cannot be added (the item is no
 * longer on sale, out of stock, an option that is not the item's, a full cart) are left out rather than
 * failing the login's merge.
 */
export async function mergeIntoServerCart(db: Database, customer: CustomerRef, lines: CartLineInput[]): Promise<ServerCartItem[]> {
  const items = await loadPublicProducts(db, customer.businessId, [...new Set(lines.map((line) => line.productId.toLowerCase()))]);
  return changeCart(db, customer, async (tx, cartId) => {
    for (const line of lines) {
      const product = items.get(line.productId.toLowerCase());
      if (!product) continue;
      try {
        await putLine(tx, customer, cartId, product, line);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
  });
}

async function lineAt(db: Database, customer: CustomerRef, index: number): Promise<StoredLine> {
  const line = (await readLines(db, customer))[index];
  if (!line) throw CART_ERRORS.noLine();
  return line;
}

/** Remove cart item: the line at `index` of the answered order. */
export async function removeFromServerCart(db: Database, customer: CustomerRef, index: number): Promise<ServerCartItem[]> {
  const line = await lineAt(db, customer, index);
  return changeCart(db, customer, async (tx, cartId) => {
    await tx.delete(cartItems).where(and(eq(cartItems.id, line.id), eq(cartItems.cartId, cartId)));
  });
}

/**
 * Update cart item. `quantity` is clamped to the line's stock. A new variant or package must be the
 * item's and in stock ('Out of stock' otherwise); the quantity resets to 1, and when the cart already
 * holds the item with that choice the two lines become one (the existing line gets 1 more), as the guest
 * cart does.
 */
export async function updateServerCartItem(
  db: Database,
  customer: CustomerRef,
  index: number,
  field: CartUpdateField,
  value: unknown,
): Promise<ServerCartItem[]> {
  const line = await lineAt(db, customer, index);
  const mine = (cartId: string) => and(eq(cartItems.id, line.id), eq(cartItems.cartId, cartId));
  if (field === 'quantity') {
    const quantity = clampQuantity(value, maxQuantity(line.product, line.variantId));
    return changeCart(db, customer, async (tx, cartId) => {
      await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(mine(cartId));
    });
  }
  if (typeof value !== 'string') throw CART_ERRORS.unknownChoice();
  const choice = field === 'selectedVariant' ? { selectedVariant: value, selectedPackage: line.packageId } : { selectedVariant: line.variantId, selectedPackage: value };
  const { variantId, packageId } = resolveChoice(line.product, choice);
  const limit = maxQuantity(line.product, variantId);
  return changeCart(db, customer, async (tx, cartId) => {
    const now = new Date();
    const [twin] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, line.product._id),
          sameOrNull(cartItems.variantId, variantId),
          sameOrNull(cartItems.packageId, packageId),
          ne(cartItems.id, line.id),
        ),
      )
      .limit(1);
    if (twin) {
      await tx.update(cartItems).set({ quantity: clampQuantity(twin.quantity + 1, limit), updatedAt: now }).where(eq(cartItems.id, twin.id));
      await tx.delete(cartItems).where(mine(cartId));
      return;
    }
    await tx.update(cartItems).set({ variantId, packageId, quantity: 1, updatedAt: now }).where(mine(cartId));
  });
}

/** Clear cart: every line goes; the cart row stays for the next add. */
export async function clearServerCart(db: Database, customer: CustomerRef): Promise<ServerCartItem[]> {
  return changeCart(db, customer, async (tx, cartId) => {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.businessId, customer.businessId)));
  });
}
