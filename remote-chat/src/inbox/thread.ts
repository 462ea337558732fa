import type { ChatMessage } from 'shared';

const byTime = (a: ChatMessage, b: ChatMessage) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** Same message: the same stored id, or the same client-made id (a pending reply and its stored copy). */
function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  return a._id === b._id || (a.clientMessageId !== null && a.clientMessageId === b.clientMessageId);
}

/**
 * A thread with `incoming` merged in, oldest first: a message already there (by id or client id) is
 * replaced by the newer copy, so a reply sent here and echoed by the socket shows once.
 */
export function mergeMessages(thread: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const merged = [...thread];
  for (const message of incoming) {
    const index = merged.findIndex((m) => sameMessage(m, message));
    if (index >= 0) merged[index] = message;
    else merged.push(message);
  }
  return merged.sort(byTime);
}

/** The customer read the business's messages up to `readAt`: those get their read tick. */
export function withBusinessMessagesRead(thread: readonly ChatMessage[], readAt: string): ChatMessage[] {
  const upTo = Date.parse(readAt);
  return thread.map((m) => (m.sender === 'business' && m.readAt === null && Date.parse(m.createdAt) <= upTo ? { ...m, readAt } : m));
}

/** The newest stored time of a thread, where a catch-up after a reconnect starts. */
export function lastStoredAt(thread: readonly ChatMessage[], isPending: (m: ChatMessage) => boolean): string | undefined {
  for (let i = thread.length - 1; i >= 0; i -= 1) {
    const message = thread[i]!;
    if (!isPending(message)) return message.createdAt;
  }
  return undefined;
}
