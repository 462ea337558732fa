import type { ChatMessage } from 'shared';

/** Lines only this page shows (the widget's own prompts) have ids of this form, never a server id. */
export const LOCAL_ID_PREFIX = 'local-';

export function isLocalMessage(message: Pick<ChatMessage, '_id'>): boolean {
  return message._id.startsWith(LOCAL_ID_PREFIX);
}

/** True when `message` is already in the thread: the same server id, or the same client-made id. */
export function isKnownMessage(thread: readonly ChatMessage[], message: ChatMessage): boolean {
  return thread.some((known) => sameMessage(known, message));
}

function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (a._id === b._id) return true;
  return a.clientMessageId !== null && a.clientMessageId === b.clientMessageId;
}

/**
 * The thread with `incoming` merged in, oldest first: a message already there (the echo of one's own
 * send, a catch-up that overlaps what the socket delivered) replaces its copy instead of doubling it,
 * keeping the later read time. Messages of equal time keep their order, so local lines stay put.
 */
export function mergeMessages(thread: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const merged = [...thread];
  for (const message of incoming) {
    const index = merged.findIndex((known) => sameMessage(known, message));
    if (index === -1) {
      merged.push(message);
      continue;
    }
    const known = merged[index]!;
    merged[index] = { ...message, readAt: message.readAt ?? known.readAt };
  }
  return merged
    .map((message, order) => ({ message, order, at: Date.parse(message.createdAt) }))
    .sort((a, b) => (a.at === b.at || Number.isNaN(a.at) || Number.isNaN(b.at) ? a.order - b.order : a.at - b.at))
    .map(({ message }) => message);
}

/** createdAt of the newest message the server stored: where a catch-up after a reconnect starts. */
export function lastStoredAt(thread: readonly ChatMessage[]): string | null {
  for (let index = thread.length - 1; index >= 0; index -= 1) {
    const message = thread[index]!;
    if (!isLocalMessage(message)) return message.createdAt;
  }
  return null;
}

/**
 * Sets `readAt` on the messages of `sender` stored up to `readAt` that were still unread (a read
 * receipt covers everything before it). Returns the same array when nothing changed.
 */
export function markReadUpTo(thread: ChatMessage[], sender: ChatMessage['sender'], readAt: string): ChatMessage[] {
  const until = Date.parse(readAt);
  let changed = false;
  const next = thread.map((message) => {
    if (message.sender !== sender || message.readAt || isLocalMessage(message) || Date.parse(message.createdAt) > until) return message;
    changed = true;
    return { ...message, readAt };
  });
  return changed ? next : thread;
}
