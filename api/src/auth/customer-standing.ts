import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared-statements';
import { customers, sessions } from '../db/schema';

/** A customer as a token check needs it: its status, and whether the token's login is still going. */
export interface CustomerStanding {
  status: 'active' | 'inactive';
  /** False when the token's session ended (logout, a replayed refresh token) or expired; true without one. */
  sessionAlive: boolean;
}

const ofCustomer = and(eq(customers.id, sql.placeholder('customerId')), eq(customers.businessId, sql.placeholder('businessId')));

const customerStatus = preparedStatement('auth_customer_status', (db) => db.select({ status: customers.status }).from(customers).where(ofCustomer).limit(1));

/** The same session test as the refresh sessions' own (a current row of the family: not revoked, not expired). */
const customerWithSession = preparedStatement('auth_customer_with_session', (db) =>
  db
    .select({
      status: customers.status,
      sessionAlive: sql<boolean>`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.familyId} = ${sql.placeholder('sessionId')} AND ${sessions.businessId} = ${sql.placeholder('businessId')} AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(customers)
    .where(ofCustomer)
    .limit(1),
);

/**
 * The customer of a business and, for a token issued from a login (`sessionId`), that login's state:
 * one prepared statement, the one look-up of every customer's call. Undefined when the business has no
 * such customer.
 */
export async function customerStanding(
  db: Database,
  customerId: string,
  businessId: string,
  sessionId: string | undefined,
  now: Date,
): Promise<CustomerStanding | undefined> {
  if (sessionId === undefined) {
    const [row] = await customerStatus(db).execute({ customerId, businessId });
    return row ? { status: row.status, sessionAlive: true } : undefined;
  }
  const [row] = await customerWithSession(db).execute({ customerId, businessId, sessionId, now: now.toISOString() });
  // EXISTS comes back as a boolean from node-postgres and PGlite alike
  return row ? { status: row.status, sessionAlive: row.sessionAlive === true } : undefined;
}
