import { and, eq, ne } from 'drizzle-orm';
import { normalisePhone } from '../auth/phone-number';
import type { Database } from './client';
import { customers } from './schema';

/** A stored customer whose E.164 spelling is already another customer's of the same business. */
export interface PhoneCollision {
  businessId: string;
  /** The row left with the phone as it was typed. */
  customerId: string;
  /** The customer that already holds the E.164 spelling, and keeps logging in. */
  keptCustomerId: string;
  e164: string;
}

export interface PhoneNormalisation {
  normalised: number;
  collisions: PhoneCollision[];
}

/**
 * Rewrites stored customers' phones to their one E.164 spelling (`+91` `9876543210`), the key that
 * login now uses; idempotent, so it runs after every migration. Nothing is merged silently: when the
 * E.164 spelling already belongs to another customer of the business, both rows stay as they are (each
 * with its own orders, cart and chat) and the pair is reported, for the business to decide whom to keep.
 * The customer holding the E.164 spelling is the one the phone logs in as. Numbers that are not valid
 * stay as typed: no login can reach them, but their orders and chats stay in the owner's inbox.
 */
export async function normaliseStoredPhones(db: Database): Promise<PhoneNormalisation> {
  const rows = await db
    .select({ id: customers.id, businessId: customers.businessId, countryCode: customers.countryCode, phoneNumber: customers.phoneNumber })
    .from(customers);
  const result: PhoneNormalisation = { normalised: 0, collisions: [] };
  for (const row of rows) {
    const phone = normalisePhone(row.countryCode, row.phoneNumber);
    if (!phone || (phone.countryCode === row.countryCode && phone.phoneNumber === row.phoneNumber)) continue;
    const [holder] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.businessId, row.businessId), eq(customers.countryCode, phone.countryCode), eq(customers.phoneNumber, phone.phoneNumber), ne(customers.id, row.id)))
      .limit(1);
    if (holder) {
      result.collisions.push({ businessId: row.businessId, customerId: row.id, keptCustomerId: holder.id, e164: phone.e164 });
      continue;
    }
    await db.update(customers).set({ countryCode: phone.countryCode, phoneNumber: phone.phoneNumber }).where(eq(customers.id, row.id));
    result.normalised += 1;
  }
  return result;
}
