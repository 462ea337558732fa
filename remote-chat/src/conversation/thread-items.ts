import type { ChatMessage } from 'shared';
import type { OutboxEntry } from './outbox-storage';

/** One item of the thread as the view draws it: a stored message, or one waiting in the outbox. */
export interface ThreadItem {
  key: string;
  message: Pick<ChatMessage, 'message' | 'type' | 'sender' | 'caption' | 'contentType' | 'createdAt' | 'payload' | 'readAt'>;
  /** Written by this customer. */
  mine: boolean;
  /** Not stored by the server yet. */
  pending: boolean;
}

/** The thread as drawn: stored messages, then the ones still waiting, each once (as stored when the server has it). */
export function threadItems(messages: readonly ChatMessage[], outbox: readonly OutboxEntry[]): ThreadItem[] {
  const stored = messages.map((message) => ({ key: message._id, message, mine: message.sender === 'user', pending: false }));
  const waiting = outbox.filter((entry) => !messages.some((message) => message.clientMessageId === entry.body.clientMessageId)).map(waitingItem);
  return [...stored, ...waiting];
}

/** An outbox entry drawn as the customer's message, at the time it was written. */
function waitingItem(entry: OutboxEntry): ThreadItem {
  return {
    key: entry.body.clientMessageId,
    message: {
      message: entry.body.message,
      type: entry.body.type,
      sender: 'user',
      caption: entry.body.caption ?? null,
      contentType: entry.body.contentType ?? null,
      createdAt: entry.writtenAt,
      payload: entry.route === 'component' ? entry.body.payload : null,
      readAt: null,
    },
    mine: true,
    pending: true,
  };
}
