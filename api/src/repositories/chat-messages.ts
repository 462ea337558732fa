import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChatMessage, ComponentPayload, MessageSender, MessageType } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { preparedStatement } from '../db/prepared-statements';
import { messages } from '../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** A message to store; the business and the customer always come from the caller's token. */
export interface NewMessage {
  businessId: string;
  customerId: string;
  sender: MessageSender;
  senderId: string | null;
  type: MessageType;
  message: string;
  caption?: string | null;
  contentType?: string | null;
  /** Null only for system messages, which no client retries. */
  clientMessageId: string | null;
  payload?: ComponentPayload | null;
}

/** The answer of a store: the message, and whether this call stored it (false: an earlier call with the same client id did). */
export interface StoredMessage {
  row: MessageRow;
  created: boolean;
}

/** Thrown when a client id is already taken by a message of the other side of the conversation. */
export class ClientMessageIdTaken extends Error {
  override name = 'ClientMessageIdTaken';
}

/**
 * The time a new message of a conversation is stored at: the clock, but always after the conversation's
 * latest message. The order of a conversation is then its time order even where the clock is coarse
 * (PGlite's ticks in milliseconds) and two messages arrive within one tick.
 */
function nextStoredAt(businessId: unknown, customerId: unknown): SQL<Date> {
  return sql<Date>`greatest(clock_timestamp(), (SELECT max(${messages.createdAt}) + interval '1 microsecond' FROM ${messages} WHERE ${messages.businessId} = ${businessId} AND ${messages.customerId} = ${customerId}))`;
}

/** A message's columns as placeholders, filled from `messageValues`. */
const MESSAGE_PLACEHOLDERS = {
  id: sql.placeholder('id'),
  businessId: sql.placeholder('businessId'),
  customerId: sql.placeholder('customerId'),
  sender: sql.placeholder('sender'),
  senderId: sql.placeholder('senderId'),
  type: sql.placeholder('type'),
  message: sql.placeholder('message'),
  caption: sql.placeholder('caption'),
  contentType: sql.placeholder('contentType'),
  clientMessageId: sql.placeholder('clientMessageId'),
  // raw, not through the column's encoder: that would write a missing payload as JSON null, not SQL NULL
  payload: sql`${sql.placeholder('payload')}::jsonb`,
  createdAt: nextStoredAt(sql.placeholder('businessId'), sql.placeholder('customerId')),
};

const messageValues = (input: NewMessage) => ({
  id: newId(),
  businessId: input.businessId,
  customerId: input.customerId,
  sender: input.sender,
  senderId: input.senderId,
  type: input.type,
  message: input.message,
  caption: input.caption ?? null,
  contentType: input.contentType ?? null,
  clientMessageId: input.clientMessageId,
  // the JSON text, as Drizzle's jsonb column would have written it
  payload: input.payload === undefined || input.payload === null ? null : JSON.stringify(input.payload),
});

/** A message without a client id (the system's): always a new row. */
const insertMessage = preparedStatement('chat_message_insert', (db) => db.insert(messages).values(MESSAGE_PLACEHOLDERS).returning());

/** A message with a client id: a new row, or none when the conversation already holds that client id. */
const insertMessageOnce = preparedStatement('chat_message_insert_once', (db) =>
  db
    .insert(messages)
    .values(MESSAGE_PLACEHOLDERS)
    .onConflictDoNothing({ target: [messages.businessId, messages.customerId, messages.clientMessageId] })
    .returning(),
);

/** The message a conversation already holds under a client id. */
const messageByClientId = preparedStatement('chat_message_by_client_id', (db) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.businessId, sql.placeholder('businessId')),
        eq(messages.customerId, sql.placeholder('customerId')),
        eq(messages.clientMessageId, sql.placeholder('clientMessageId')),
      ),
    )
    .limit(1),
);

/**
 * Stores a message once per client id: a second call with the same `clientMessageId` in the same
 * conversation stores nothing and answers the first message (a retried send after a lost answer or a
 * reconnect). Two racing calls meet at the unique index, so exactly one row is written. Each is one
 * prepared statement: a customer's send is the chat's hottest write.
 */
export async function storeMessageOnce(db: Database, input: NewMessage): Promise<StoredMessage> {
  const values = messageValues(input);
  if (input.clientMessageId === null) {
    const [row] = await insertMessage(db).execute(values);
    return { row: row as MessageRow, created: true };
  }
  const [row] = await insertMessageOnce(db).execute(values);
  if (row) return { row, created: true };
  const [existing] = await messageByClientId(db).execute({ businessId: input.businessId, customerId: input.customerId, clientMessageId: input.clientMessageId });
  if (!existing) throw new Error('a message with this client id conflicted but cannot be read back');
  // The same id from the other side is not a retry of this message: never answer someone else's line.
  if (existing.sender !== input.sender) throw new ClientMessageIdTaken('clientMessageId is already used by another message of this conversation');
  return { row: existing, created: false };
}

export interface MessageWindow {
  /** Only messages stored at or after this time, oldest first (catch-up after a reconnect). */
  after?: Date | undefined;
  /** Only messages stored at or before this time (older history). */
  before?: Date | undefined;
  limit: number;
}

/**
 * The stored time as the wire shows it: to the millisecond. The bounds compare at that precision and
 * include their own millisecond, so a message stored in the same millisecond as the one a client saw
 * last is never skipped; the client gets that one again and merges it by `_id`.
 */
const storedMs = sql`date_trunc('milliseconds', ${messages.createdAt})`;

/**
 * One page of a conversation, oldest first. With `after`: the first `limit` messages from it on (page on
 * with the last one's time). Without: the latest `limit` messages (up to `before` when given).
 */
export async function listConversationMessages(db: Database, businessId: string, customerId: string, window: MessageWindow): Promise<MessageRow[]> {
  const scope = and(
    eq(messages.businessId, businessId),
    eq(messages.customerId, customerId),
    window.after ? sql`${storedMs} >= ${window.after.toISOString()}::timestamptz` : undefined,
    window.before ? sql`${storedMs} <= ${window.before.toISOString()}::timestamptz` : undefined,
  );
  if (window.after) {
    return db.select().from(messages).where(scope).orderBy(asc(messages.createdAt), asc(messages.id)).limit(window.limit);
  }
  const newestFirst = await db.select().from(messages).where(scope).orderBy(desc(messages.createdAt), desc(messages.id)).limit(window.limit);
  return newestFirst.reverse();
}

/** Whose messages a reader reads: the customer reads the business's and the system's, the business the customer's. */
const WRITTEN_FOR: Record<'user' | 'business', MessageSender[]> = { user: ['business', 'system'], business: ['user'] };

/** The other side's messages of a conversation that `reader` has not read. */
const unreadBy = (businessId: string, customerId: string, reader: 'user' | 'business') =>
  and(eq(messages.businessId, businessId), eq(messages.customerId, customerId), isNull(messages.readAt), inArray(messages.sender, WRITTEN_FOR[reader]));

/** Marks the other side's unread messages of a conversation read at `at`; answers how many changed. */
export async function markConversationRead(
  db: Database,
  businessId: string,
  customerId: string,
  reader: 'user' | 'business',
  at: Date,
): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ readAt: at })
    .where(unreadBy(businessId, customerId, reader))
    .returning({ id: messages.id });
  return changed.length;
}

/** How many of the other side's messages of a conversation `reader` has not read (the customer's chat badge). */
export async function countUnread(db: Database, businessId: string, customerId: string, reader: 'user' | 'business'): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(messages)
    .where(unreadBy(businessId, customerId, reader));
  return row?.count ?? 0;
}

/** Per conversation of a business: when its last message was stored and how many customer messages are unread. */
export async function conversationHeads(db: Database, businessId: string, limit: number) {
  return db
    .select({
      customerId: messages.customerId,
      lastMessageAt: sql<Date>`max(${messages.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      unreadCount: sql<number>`(count(*) FILTER (WHERE ${messages.sender} = 'user' AND ${messages.readAt} IS NULL))::int`.mapWith(Number),
    })
    .from(messages)
    .where(eq(messages.businessId, businessId))
    .groupBy(messages.customerId)
    .orderBy(sql`max(${messages.createdAt}) DESC`, asc(messages.customerId))
    .limit(limit);
}

/** The latest message of each of these conversations (PostgreSQL's DISTINCT ON keeps the first row per customer). */
export async function lastMessages(db: Database, businessId: string, customerIds: string[]): Promise<Map<string, MessageRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.customerId])
    .from(messages)
    .where(and(eq(messages.businessId, businessId), inArray(messages.customerId, customerIds)))
    .orderBy(messages.customerId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.customerId, row]));
}

/** A stored message as both sides receive it; `clientId` is the conversation's customer (the widget ignores others). */
export function toWireMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    message: row.message,
    type: row.type,
    sender: row.sender,
    senderId: row.senderId,
    caption: row.caption,
    contentType: row.contentType,
    createdAt: row.createdAt.toISOString(),
    clientId: row.customerId,
    customerId: row.customerId,
    clientMessageId: row.clientMessageId,
    payload: (row.payload as ComponentPayload | null) ?? null,
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
