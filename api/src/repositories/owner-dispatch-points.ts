import { and, asc, count, eq } from 'drizzle-orm';
import { DISPATCH_POINT_LIMITS, DISPATCH_POINT_MESSAGES as M, type OwnerDispatchPoint } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { dispatchPoints, productDispatchPoints } from '../db/schema';
import { AppError } from '../errors';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A point as the owner saves it (after the contract's schema). */
export interface DispatchPointInput {
  name: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  serves: { pincodes: string[]; states: string[] };
}

export const DISPATCH_POINT_ERRORS = {
  notFound: () => AppError.notFound('DISPATCH_POINT_NOT_FOUND', M.notFound),
  inUse: (products: number) => new AppError(409, 'CONFLICT', M.inUse(products)),
  tooMany: () => new AppError(409, 'CONFLICT', M.tooMany),
};

const usage = (db: Db, businessId: string) =>
  db
    .select({ dispatchPointId: productDispatchPoints.dispatchPointId, products: count() })
    .from(productDispatchPoints)
    .where(eq(productDispatchPoints.businessId, businessId))
    .groupBy(productDispatchPoints.dispatchPointId);

const view = (row: typeof dispatchPoints.$inferSelect, productCount: number): OwnerDispatchPoint => ({
  id: row.id,
  name: row.name,
  addressLine: row.addressLine,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  serves: { pincodes: row.servesPincodes, states: row.servesStates },
  productCount,
});

/** The business's dispatch points, oldest first, each with how many products ship from it. */
export async function listDispatchPoints(db: Db, businessId: string): Promise<OwnerDispatchPoint[]> {
  const [rows, used] = await Promise.all([
    db.select().from(dispatchPoints).where(eq(dispatchPoints.businessId, businessId)).orderBy(asc(dispatchPoints.createdAt), asc(dispatchPoints.id)),
    usage(db, businessId),
  ]);
  const counts = new Map(used.map((u) => [u.dispatchPointId, Number(u.products)]));
  return rows.map((row) => view(row, counts.get(row.id) ?? 0));
}

async function productCount(db: Db, businessId: string, dispatchPointId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productDispatchPoints)
    .where(and(eq(productDispatchPoints.businessId, businessId), eq(productDispatchPoints.dispatchPointId, dispatchPointId)));
  return Number(row?.n ?? 0);
}

const columns = (input: DispatchPointInput) => ({
  name: input.name,
  addressLine: input.addressLine,
  city: input.city,
  state: input.state,
  pincode: input.pincode,
  servesPincodes: input.serves.pincodes,
  servesStates: input.serves.states,
});

export async function createDispatchPoint(db: Db, businessId: string, input: DispatchPointInput, now: Date): Promise<OwnerDispatchPoint> {
  const [existing] = await db.select({ n: count() }).from(dispatchPoints).where(eq(dispatchPoints.businessId, businessId));
  if (Number(existing?.n ?? 0) >= DISPATCH_POINT_LIMITS.pointsMax) throw DISPATCH_POINT_ERRORS.tooMany();
  const [row] = await db.insert(dispatchPoints).values({ id: newId(now), businessId, ...columns(input), createdAt: now }).returning();
  return view(row!, 0);
}

export async function updateDispatchPoint(db: Db, businessId: string, dispatchPointId: string, input: DispatchPointInput): Promise<OwnerDispatchPoint> {
  const [row] = await db
    .update(dispatchPoints)
    .set(columns(input))
    .where(and(eq(dispatchPoints.id, dispatchPointId), eq(dispatchPoints.businessId, businessId)))
    .returning();
  if (!row) throw DISPATCH_POINT_ERRORS.notFound();
  return view(row, await productCount(db, businessId, dispatchPointId));
}

/**
 * Deletes a point no product ships from. A point still named by products is refused (409) rather than
 * detached: detaching would silently move their orders to another point or to "default", changing
 * shipping and GST without the owner seeing it; the message says how many products to move first.
 */
export async function deleteDispatchPoint(db: Db, businessId: string, dispatchPointId: string): Promise<void> {
  const [row] = await db
    .select({ id: dispatchPoints.id })
    .from(dispatchPoints)
    .where(and(eq(dispatchPoints.id, dispatchPointId), eq(dispatchPoints.businessId, businessId)))
    .limit(1)
    .for('update');
  if (!row) throw DISPATCH_POINT_ERRORS.notFound();
  const used = await productCount(db, businessId, dispatchPointId);
  if (used > 0) throw DISPATCH_POINT_ERRORS.inUse(used);
  await db.delete(dispatchPoints).where(and(eq(dispatchPoints.id, dispatchPointId), eq(dispatchPoints.businessId, businessId)));
}
