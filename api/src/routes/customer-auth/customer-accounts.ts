import { and, eq } from 'drizzle-orm';
import { AUTH_ERRORS } from '../../auth/auth-plugin';
import type { CodeRecipient } from '../../auth/login-code';
import type { CustomerData } from '../../contracts';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export const customerDataOf = (row: CustomerRow): CustomerData => ({
  customerId: row.id,
  name: row.name,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
});

/**
 * The customer a verified phone names on a site, created on the first login; `lastLoginAt` set to `at`.
 * A customer is one phone number within one business (unique index): the same phone on another site is
 * another customer, sharing nothing. A deactivated customer is refused (401 ACCOUNT_INACTIVE).
 */
export async function loginCustomer(db: Database, customer: CodeRecipient, at: Date): Promise<CustomerRow> {
  const match = and(eq(customers.businessId, customer.businessId), eq(customers.countryCode, customer.countryCode), eq(customers.phoneNumber, customer.phoneNumber));
  const [existing] = await db.select({ status: customers.status }).from(customers).where(match).limit(1);
  if (existing && existing.status !== 'active') throw AUTH_ERRORS.inactive();
  // An upsert: two first logins of one phone at the same moment end with one customer.
  const [row] = await db
    .insert(customers)
    .values({ id: newId(at), ...customer, lastLoginAt: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: [customers.businessId, customers.countryCode, customers.phoneNumber], set: { lastLoginAt: at, updatedAt: at } })
    .returning();
  if (!row) throw new Error('customer upsert returned no row');
  return row;
}

/** A customer of a business, or undefined. */
export async function findCustomer(db: Database, customerId: string, businessId: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)))
    .limit(1);
  return row;
}
