import type { ChatMessage, MessagesReadEvent } from 'shared';
import { isLocalMessage, markReadUpTo } from './thread-merge';

/** The customer reads what the business and the server's system lines wrote (this page's own lines aside). */
const writtenForCustomer = (message: ChatMessage) => message.sender !== 'user' && !isLocalMessage(message);

/** Something written for the customer is not read yet: worth telling the server once it is on screen. */
export function hasUnreadForCustomer(thread: readonly ChatMessage[]): boolean {
  return thread.some((message) => writtenForCustomer(message) && !message.readAt);
}

/** The thread with what was written for the customer up to `readAt` marked read at that time. */
export function markReadForCustomer(thread: ChatMessage[], readAt: string): ChatMessage[] {
  return markReadUpTo(markReadUpTo(thread, 'business', readAt), 'system', readAt);
}

/**
 * The thread after a read receipt: the business read the customer's messages (their read ticks), or
 * another tab of the customer read the business's.
 */
export function withReadReceipt(thread: ChatMessage[], { by, readAt }: Pick<MessagesReadEvent, 'by' | 'readAt'>): ChatMessage[] {
  return by === 'business' ? markReadUpTo(thread, 'user', readAt) : markReadForCustomer(thread, readAt);
}
