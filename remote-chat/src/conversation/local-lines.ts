import type { ChatMessage } from 'shared';
import { makeClientMessageId } from './client-message-id';
import { LOCAL_ID_PREFIX } from './thread-merge';

/**
 * A system line only this page shows (the widget's own prompts). Its local id keeps it out of catch-ups
 * and read receipts; `customerId` is '' before login.
 */
export function localSystemLine(text: string, customerId: string, createdAt: string): ChatMessage {
  return {
    _id: `${LOCAL_ID_PREFIX}${makeClientMessageId()}`,
    message: text,
    type: 'text',
    sender: 'system',
    senderId: null,
    caption: null,
    contentType: null,
    createdAt,
    clientId: customerId,
    customerId,
    clientMessageId: null,
    payload: null,
    readAt: null,
  };
}
