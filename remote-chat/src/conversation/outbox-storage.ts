import { type StorageLike } from 'shared';
import { quickReplyBodySchema, sendMessageBodySchema } from 'shared/contracts';
import type { z } from 'zod';

/** Session-storage key of the messages written but not yet stored by the server (this tab only). */
export const OUTBOX_STORAGE_KEY = 'chatOutbox';

/**
 * A message waiting to be sent: the exact body (with its client-made id, reused on every retry) and
 * the time it was written, which the pending bubble shows.
 */
export type OutboxEntry =
  | { route: 'message'; body: z.output<typeof sendMessageBodySchema>; writtenAt: string }
  | { route: 'component'; body: z.output<typeof quickReplyBodySchema>; writtenAt: string };

/**
 * The entry a stored item holds, or null. Checked with the API's own body schemas and no schema of
 * its own: the chat then bundles no zod (zod comes once, with shared/contracts, for the whole page).
 */
function parseOutboxEntry(item: unknown): OutboxEntry | null {
  if (typeof item !== 'object' || item === null) return null;
  const { route, body, writtenAt } = item as Record<string, unknown>;
  if (typeof writtenAt !== 'string') return null;
  if (route === 'message') {
    const parsed = sendMessageBodySchema.safeParse(body);
    return parsed.success ? { route, body: parsed.data, writtenAt } : null;
  }
  if (route === 'component') {
    const parsed = quickReplyBodySchema.safeParse(body);
    return parsed.success ? { route, body: parsed.data, writtenAt } : null;
  }
  return null;
}

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
    const entry = parseOutboxEntry(item);
    return entry && entry.body.customerId === customerId ? [entry] : [];
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
