import { type ApiClient, type AttachmentKind, type ChatUploadAnswer, type MessagesAnswer, type NewMessageAnswer } from 'shared';
import { chatUploadAnswerSchema, markReadAnswerSchema, messagesAnswerSchema, newMessageAnswerSchema } from '../contract-refs';
import { CHAT_PATHS } from 'shared/constants';
import type { OutboxEntry } from './outbox-storage';

/**
 * The conversation's REST calls, through the page's API client (the customer's token): the chat API's
 * paths, bodies and answer schemas in one place.
 */
export interface ConversationApi {
  /** The thread, oldest first, and the customer's latest orders; `after` asks only for what came since. */
  messages(customerId: string, after: string | null): Promise<MessagesAnswer>;
  /** Stores an outbox entry (once per client id): a component through quick reply, the rest as messages. */
  send(entry: OutboxEntry): Promise<NewMessageAnswer>;
  /** The customer has read what was written for them; answers the server's read time. */
  markRead(customerId: string): Promise<{ readAt: string }>;
  /** Uploads a picked or recorded file from the `kind` picker; answers its URL and type for the message. */
  upload(file: Blob & { name?: string }, kind: AttachmentKind): Promise<ChatUploadAnswer>;
}

export function createConversationApi(client: ApiClient): ConversationApi {
  return {
    messages: (customerId, after) => client.get(CHAT_PATHS.messages, after ? { customerId, after } : { customerId }, messagesAnswerSchema),
    send: (entry) =>
      entry.route === 'message'
        ? client.post(CHAT_PATHS.sendMessage, entry.body, newMessageAnswerSchema)
        : client.post(CHAT_PATHS.quickReply, entry.body, newMessageAnswerSchema),
    markRead: (customerId) => client.post(CHAT_PATHS.markRead, { customerId }, markReadAnswerSchema),
    upload(file, kind) {
      const form = new FormData();
      // a recording is a blob without a name
      form.append('file', file, file.name || 'attachment');
      return client.post(`${CHAT_PATHS.upload}?kind=${kind}`, form, chatUploadAnswerSchema);
    },
  };
}
