import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { contactMessages } from '../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  businessId: string;
  name: string;
  email: string | null;
  countryCode: string;
  contact: string;
  subject: string | null;
  /** The HTML card the server built from the escaped fields (never the client's markup). */
  messageContent: string;
}

/**
 * Files a contact-us message in the business's inbox: the `contact_messages` table, which the owner's
 * inbox reads. Returns the new row's id.
 *
 * Not also a chat `messages` row, on purpose: a chat message belongs to a customer whose phone was
 * verified with a code, and the form's sender is anonymous. Filing it under the customer with the
 * typed phone number would let anyone write into a real customer's chat history (and create customers
 * for numbers they do not own). The owner's inbox lists these rows beside the chat conversations.
 */
export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<string> {
  const id = newId();
  await db.insert(contactMessages).values({ id, ...message });
  return id;
}

/** One page of a business's contact messages, newest first, and how many there are in all. */
export async function listContactMessages(db: Database, businessId: string, page: number, limit: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const ofBusiness = eq(contactMessages.businessId, businessId);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(ofBusiness)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [totals] = await db.select({ total: count() }).from(contactMessages).where(ofBusiness);
  return { rows, total: Number(totals?.total ?? 0) };
}
