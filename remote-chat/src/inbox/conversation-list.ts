import type { ChatMessage, Conversation } from 'shared';

const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** The inbox's order: the conversation with the newest message first (the server's order, kept live). */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return [...list].sort((a, b) => time(b.lastMessageAt) - time(a.lastMessageAt));
}

/** A message counts as unread for the owner when the customer wrote it (the business's own lines never do). */
export function countsAsUnread(message: ChatMessage): boolean {
  return message.sender === 'user';
}

/**
 * The list after a live message: its conversation takes the message as its last one and moves to the
 * top, and its unread count rises unless the owner has it open. Answers null when the conversation is
 * not in the list (a new customer): the caller fetches the list, since only the server knows the
 * customer's name and phone.
 */
export function withIncomingMessage(list: readonly Conversation[], message: ChatMessage, openCustomerId: string | null): Conversation[] | null {
  const index = list.findIndex((c) => c.customer.customerId === message.customerId);
  if (index < 0) return null;
  const current = list[index]!;
  // A message already shown as the last one (the owner's own reply echoed back) changes nothing.
  if (current.lastMessage?._id === message._id) return [...list];
  const newer = time(message.createdAt) >= time(current.lastMessageAt);
  const raise = countsAsUnread(message) && message.readAt === null && message.customerId !== openCustomerId;
  const updated: Conversation = {
    ...current,
    lastMessage: newer ? message : current.lastMessage,
    lastMessageAt: newer ? message.createdAt : current.lastMessageAt,
    unreadCount: current.unreadCount + (raise ? 1 : 0),
  };
  return sortConversations([...list.slice(0, index), updated, ...list.slice(index + 1)]);
}

/** The list with one conversation's unread count cleared (the owner opened it, here or in another tab). */
export function withConversationRead(list: readonly Conversation[], customerId: string): Conversation[] {
  return list.map((c) => (c.customer.customerId === customerId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c));
}

/** Unread messages across the inbox (the edit bar's badge). */
export function totalUnread(list: readonly Conversation[]): number {
  return list.reduce((sum, c) => sum + c.unreadCount, 0);
}
