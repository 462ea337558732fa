import { type StorageLike } from 'shared';
import { quickReplyBodySchema, sendMessageBodySchema } from 'shared/contracts';
import { z } from 'zod';

/** Session-storage key of the messages written but not yet stored by the server (this tab only). */
export const OUTBOX_STORAGE_KEY = 'chatOutbox';

/**
 * A message waiting to be sent: the exact body (with its client-made id, reused on every retry) and
 * the time it was written, which the pending bubble shows.
 */
export const outboxEntrySchema = z.discriminatedUnion('route', [
  z.object({ route: z.literal('message'), body: sendMessageBodySchema, writtenAt: z.string() }),
  z.object({ route: z.literal('component'), body: quickReplyBodySchema, writtenAt: z.string() }),
]);
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Session storage, when the page may use it (private modes and sandboxes throw on the mere access). */
export function browserSessionStorage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The customer's queued messages kept in `storage`; anything unreadable, or written for another
 * customer (who logged out in this tab), is left out: it could never be sent with this customer's token.
 */
export function readOutbox(storage: StorageLike | null, customerId: string): OutboxEntry[] {
  if (!storage) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(OUTBOX_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = outboxEntrySchema.safeParse(item);
    return parsed.success && parsed.data.body.customerId === customerId ? [parsed.data] : [];
  });
}

/** Saves the queue (removes the key when it is empty). A full or refused storage only costs the reload copy. */
export function writeOutbox(storage: StorageLike | null, entries: readonly OutboxEntry[]): void {
  if (!storage) return;
  try {
    if (entries.length === 0) storage.removeItem(OUTBOX_STORAGE_KEY);
    else storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // the page still holds the queue and sends it; only a reload before then would lose it
  }
}
