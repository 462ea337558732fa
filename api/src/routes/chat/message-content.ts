import type { MessageType } from '../../contracts';
import { AppError } from '../../errors';
import { isChatUploadUrl } from './attachment-url';

export const MESSAGE_CONTENT_ERRORS = {
  emptyText: 'Message cannot be empty',
  notAnUpload: 'An image, file or audio message must carry the URL of a file uploaded to this chat',
} as const;

export interface MessageContent {
  type: Exclude<MessageType, 'component'>;
  message: string;
  caption?: string | null | undefined;
  contentType?: string | null | undefined;
}

/**
 * The content rules shared by the widget's send and the inbox's reply (chat document section 5): a text
 * must hold something after trimming (stored trimmed, without caption); an attachment's `message` must be
 * a URL of this business's chat uploads, with an optional caption (empty means none). 400 otherwise.
 */
export function checkedContent(content: MessageContent, subdomain: string): Required<MessageContent> {
  if (content.type === 'text') {
    const text = content.message.trim();
    if (!text) throw AppError.badRequest(MESSAGE_CONTENT_ERRORS.emptyText);
    return { type: 'text', message: text, caption: null, contentType: null };
  }
  const url = content.message.trim();
  if (!isChatUploadUrl(url, subdomain)) throw AppError.badRequest(MESSAGE_CONTENT_ERRORS.notAnUpload);
  const caption = content.caption?.trim() || null;
  const contentType = content.contentType?.trim() || null;
  return { type: content.type, message: url, caption, contentType };
}
