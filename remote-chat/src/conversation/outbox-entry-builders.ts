import type { AttachmentKind, ChatUploadAnswer, ComponentPayload } from 'shared';
import { makeClientMessageId } from './client-message-id';
import type { OutboxEntry } from './outbox-storage';

/** Who wrote an entry, and when (the pending bubble's time). */
export interface Writing {
  customerId: string;
  writtenAt: string;
}

/** Which message type an upload from each picker is sent as. */
const MESSAGE_TYPE_OF: Record<AttachmentKind, 'image' | 'file' | 'audio'> = { image: 'image', video: 'file', audio: 'audio', document: 'file' };

// Each entry gets its client id here, once: every retry sends the same id, so the server stores it once.

/** A text message (`message` already trimmed). */
export function textEntry({ customerId, writtenAt }: Writing, message: string): OutboxEntry {
  return {
    route: 'message',
    body: { senderId: customerId, customerId, message, type: 'text', caption: null, contentType: null, clientMessageId: makeClientMessageId() },
    writtenAt,
  };
}

/** A component message (topic card, order status...), drawn as a card; `text` is its line of text. */
export function componentEntry({ customerId, writtenAt }: Writing, payload: ComponentPayload, text: string): OutboxEntry {
  return {
    route: 'component',
    body: { senderId: customerId, customerId, message: text, type: 'component', payload, caption: null, contentType: null, clientMessageId: makeClientMessageId() },
    writtenAt,
  };
}

/** The message of an uploaded file, typed by the picker it came from; a blank caption is none. */
export function attachmentEntry({ customerId, writtenAt }: Writing, upload: Pick<ChatUploadAnswer['data'], 'url' | 'mimeType'>, kind: AttachmentKind, caption: string): OutboxEntry {
  return {
    route: 'message',
    body: {
      senderId: customerId,
      customerId,
      message: upload.url,
      type: MESSAGE_TYPE_OF[kind],
      caption: caption.trim() || null,
      contentType: upload.mimeType,
      clientMessageId: makeClientMessageId(),
    },
    writtenAt,
  };
}
