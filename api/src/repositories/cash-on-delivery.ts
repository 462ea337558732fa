import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS, type CodSettings } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { toPaise, toRupees } from '../db/money';
import { businesses, codCodes, customers, orders } from '../db/schema';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
type Reader = Pick<Database, 'select'>;

/** Whose code: the order it confirms, of the customer, of the business. */
export interface CodCodeScope {
  businessId: string;
  customerId: string;
  orderId: string;
}

export async function readCodSettings(db: Reader, businessId: string): Promise<CodSettings> {
  const [row] = await db.select({ enabled: businesses.codEnabled, limitPaise: businesses.codLimitPaise }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return { enabled: row?.enabled ?? false, limit: Math.floor(toRupees(row?.limitPaise ?? 0)) };
}

/** On with its limit, or off; turning it off without a limit keeps the one saved, so turning it on again needs no retyping. */
export async function saveCodSettings(db: Db, businessId: string, body: { enabled: boolean; limit?: number | null | undefined }, now: Date): Promise<void> {
  const limit = body.limit === null || body.limit === undefined ? {} : { codLimitPaise: toPaise(body.limit) };
  await db.update(businesses).set({ codEnabled: body.enabled, ...limit, updatedAt: now }).where(eq(businesses.id, businessId));
}

/** The site a code names in its SMS and log line. */
export async function codBusiness(db: Reader, businessId: string): Promise<{ subdomain: string; name: string } | undefined> {
  const [row] = await db.select({ subdomain: businesses.subdomain, name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

/** The phone the customer logged in with: where the code goes. */
export async function customerPhone(db: Reader, businessId: string, customerId: string): Promise<{ countryCode: string; phoneNumber: string } | undefined> {
  const [row] = await db
    .select({ countryCode: customers.countryCode, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)))
    .limit(1);
  return row;
}

const ofScope = (scope: CodCodeScope) =>
  and(eq(codCodes.businessId, scope.businessId), eq(codCodes.customerId, scope.customerId), eq(codCodes.orderId, scope.orderId));

/** Stores a new code's hash for the order, valid LOGIN_CODE_TTL_MS; earlier codes of the order are deleted, so only the newest can be used. */
export async function replaceCodCode(db: Database, scope: CodCodeScope, codeHash: string, at: Date): Promise<string> {
  const id = newId(at);
  await db.transaction(async (tx) => {
    await tx.delete(codCodes).where(ofScope(scope));
    await tx.insert(codCodes).values({ id, ...scope, codeHash, attempts: 0, expiresAt: new Date(at.getTime() + LOGIN_CODE_TTL_MS), createdAt: at });
  });
  return id;
}

/** Removes a code that never reached the customer. */
export async function forgetCodCode(db: Db, id: string): Promise<void> {
  await db.delete(codCodes).where(eq(codCodes.id, id));
}

export type CodAttempt = { kind: 'attempt'; id: string; codeHash: string } | { kind: 'expired' } | { kind: 'locked' };

/**
 * Counts one try of the order's newest code in one UPDATE that also checks it is unused, unexpired and has
 * tries left (LOGIN_CODE_MAX_ATTEMPTS, as login codes), so concurrent tries cannot compare more often.
 */
export async function claimCodAttempt(db: Db, scope: CodCodeScope, at: Date): Promise<CodAttempt> {
  const newest = db.select({ id: codCodes.id }).from(codCodes).where(ofScope(scope)).orderBy(desc(codCodes.createdAt), desc(codCodes.id)).limit(1);
  const [claimed] = await db
    .update(codCodes)
    .set({ attempts: sql`${codCodes.attempts} + 1` })
    .where(and(inArray(codCodes.id, newest), isNull(codCodes.consumedAt), gt(codCodes.expiresAt, at), lt(codCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS)))
    .returning({ id: codCodes.id, codeHash: codCodes.codeHash });
  if (claimed) return { kind: 'attempt', ...claimed };
  const [row] = await db.select().from(codCodes).where(inArray(codCodes.id, newest));
  if (!row || row.consumedAt || row.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
  return { kind: 'locked' };
}

/** Marks the code used; false when a concurrent try used it first. */
export async function consumeCodCode(db: Db, id: string, at: Date): Promise<boolean> {
  const used = await db.update(codCodes).set({ consumedAt: at }).where(and(eq(codCodes.id, id), isNull(codCodes.consumedAt))).returning({ id: codCodes.id });
  return used.length === 1;
}

/** Marks the order cash on delivery, once: undefined when it already was. */
export async function markOrderCod(db: Db, businessId: string, orderId: string, at: Date) {
  const [row] = await db
    .update(orders)
    .set({ codConfirmedAt: at, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId), isNull(orders.codConfirmedAt)))
    .returning();
  return row;
}
