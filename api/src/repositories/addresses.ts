import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ADDRESS_MESSAGES, type Address, type AddressInput, addressInputSchema } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { addresses, customers } from '../db/schema';
import { AppError } from '../errors';
import type { CustomerRef } from './customer-ref';

/** A customer keeps at most this many addresses, so one account cannot fill the table. */
export const MAX_ADDRESSES = 50;

export const ADDRESS_ERRORS = {
  notFound: () => AppError.notFound('ADDRESS_NOT_FOUND', ADDRESS_MESSAGES.notFound),
  lastAddress: () => new AppError(409, 'CONFLICT', ADDRESS_MESSAGES.lastAddress),
  full: () => new AppError(409, 'CONFLICT', `A customer keeps at most ${MAX_ADDRESSES} addresses`),
} as const;

type Row = typeof addresses.$inferSelect;

const toAnswer = (row: Row): Address => ({
  _id: row.id,
  type: row.type,
  name: row.label,
  fullName: row.fullName,
  countryCode: row.countryCode,
  phone: row.phone,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  isDefault: row.isDefault,
});

/** The stored columns of a (validated) address; text trimmed so a blank line never looks filled. */
function toColumns(input: AddressInput) {
  const a = addressInputSchema.parse(input);
  return {
    type: a.type,
    label: a.name.trim(),
    fullName: a.fullName.trim(),
    countryCode: a.countryCode.trim() || '+91',
    phone: a.phone,
    addressLine1: a.addressLine1.trim(),
    addressLine2: a.addressLine2.trim(),
    city: a.city.trim(),
    state: a.state.trim(),
    pincode: a.pincode.trim(),
  };
}

const ownedBy = (customer: CustomerRef) => and(eq(addresses.businessId, customer.businessId), eq(addresses.customerId, customer.customerId));

/** One of the customer's own addresses, or null: an address of another customer (or business) is never read. */
export async function findOwnAddress(db: Database, customer: CustomerRef, addressId: string): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId.toLowerCase()), ownedBy(customer)));
  return row ? toAnswer(row) : null;
}

/** Every address of the customer: the default first, then oldest first. */
export async function listAddresses(db: Database, customer: CustomerRef): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(ownedBy(customer)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(toAnswer);
}

/**
 * Runs a change of the customer's addresses in one transaction holding the customer's row lock, so two
 * changes at once (two tabs) never leave two defaults, none, or no address at all.
 */
async function changeAddresses<T>(db: Database, customer: CustomerRef, change: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [locked] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customer.customerId), eq(customers.businessId, customer.businessId)))
      .for('update');
    if (!locked) throw AppError.notFound('CUSTOMER_NOT_FOUND', 'Customer not found');
    return change(tx);
  });
}

const countOf = async (tx: Database, customer: CustomerRef): Promise<number> => {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(ownedBy(customer));
  return Number(row?.n ?? 0);
};

/** Clears the default flag of every other address of the customer. */
const clearOtherDefaults = (tx: Database, customer: CustomerRef, keepId: string) =>
  tx.update(addresses).set({ isDefault: false, updatedAt: new Date() }).where(and(ownedBy(customer), ne(addresses.id, keepId), eq(addresses.isDefault, true)));

/** Saves a new address and answers the full list. The first address is the default whatever was asked. */
export async function addAddress(db: Database, customer: CustomerRef, input: AddressInput): Promise<Address[]> {
  await changeAddresses(db, customer, async (tx) => {
    const count = await countOf(tx, customer);
    if (count >= MAX_ADDRESSES) throw ADDRESS_ERRORS.full();
    const id = newId();
    const isDefault = count === 0 || input.isDefault === true;
    await tx.insert(addresses).values({ id, businessId: customer.businessId, customerId: customer.customerId, ...toColumns(input), isDefault });
    if (isDefault) await clearOtherDefaults(tx, customer, id);
  });
  return listAddresses(db, customer);
}

/**
 * Replaces an address of the customer's and answers it. Setting `isDefault` clears the others; unsetting
 * it on the default is ignored, so the customer always has one default.
 */
export async function updateAddress(db: Database, customer: CustomerRef, addressId: string, input: AddressInput): Promise<Address> {
  return changeAddresses(db, customer, async (tx) => {
    const [current] = await tx.select().from(addresses).where(and(ownedBy(customer), eq(addresses.id, addressId))).limit(1);
    if (!current) throw ADDRESS_ERRORS.notFound();
    const isDefault = current.isDefault || input.isDefault === true;
    const [saved] = await tx
      .update(addresses)
      .set({ ...toColumns(input), isDefault, updatedAt: new Date() })
      .where(and(ownedBy(customer), eq(addresses.id, addressId)))
      .returning();
    if (isDefault) await clearOtherDefaults(tx, customer, addressId);
    return toAnswer(saved ?? current);
  });
}

/**
 * Deletes an address of the customer's, only while more than one exists (409 otherwise). Deleting the
 * default makes the oldest remaining address the default.
 */
export async function deleteAddress(db: Database, customer: CustomerRef, addressId: string): Promise<void> {
  await changeAddresses(db, customer, async (tx) => {
    const [current] = await tx.select().from(addresses).where(and(ownedBy(customer), eq(addresses.id, addressId))).limit(1);
    if (!current) throw ADDRESS_ERRORS.notFound();
    if ((await countOf(tx, customer)) <= 1) throw ADDRESS_ERRORS.lastAddress();
    await tx.delete(addresses).where(and(ownedBy(customer), eq(addresses.id, addressId)));
    if (!current.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(ownedBy(customer)).orderBy(asc(addresses.createdAt), asc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(and(ownedBy(customer), eq(addresses.id, next.id)));
  });
}
