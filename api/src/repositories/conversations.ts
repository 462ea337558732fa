import { and, eq, inArray } from 'drizzle-orm';
import type { Conversation, CustomerData } from '../contracts';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { conversationHeads, lastMessages, toWireMessage } from './chat-messages';

type CustomerRow = Pick<typeof customers.$inferSelect, 'id' | 'name' | 'phoneNumber' | 'countryCode'>;

const customerColumns = { id: customers.id, name: customers.name, phoneNumber: customers.phoneNumber, countryCode: customers.countryCode };

const toCustomerData = (row: CustomerRow): CustomerData => ({
  customerId: row.id,
  name: row.name,
  phoneNumber: row.phoneNumber,
  countryCode: row.countryCode,
});

/** A customer of this business, or undefined (a customer of another business is not found, never shown). */
export async function findBusinessCustomer(db: Database, businessId: string, customerId: string): Promise<CustomerData | undefined> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .limit(1);
  return row ? toCustomerData(row) : undefined;
}

/**
 * The business's conversations, the one with the newest message first: who the customer is, the last
 * message and how many of the customer's messages the owner has not read. At most `limit` conversations.
 */
export async function listConversations(db: Database, businessId: string, limit: number): Promise<Conversation[]> {
  const heads = await conversationHeads(db, businessId, limit);
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.customerId);
  const [people, last] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.businessId, businessId), inArray(customers.id, ids))),
    lastMessages(db, businessId, ids),
  ]);
  const byId = new Map(people.map((row) => [row.id, row]));
  return heads.flatMap((head) => {
    const customer = byId.get(head.customerId);
    if (!customer) return [];
    const message = last.get(head.customerId);
    return [
      {
        customer: toCustomerData(customer),
        lastMessage: message ? toWireMessage(message) : null,
        unreadCount: head.unreadCount,
        lastMessageAt: head.lastMessageAt.toISOString(),
      },
    ];
  });
}
