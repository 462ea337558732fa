import type { AttachmentKind } from '../../contracts/chat-upload/schemas';
import { ATTACHMENT_TYPES } from '../../contracts/chat-upload/values';
import { FILE_ATTACHMENT_MAX_BYTES, IMAGE_ATTACHMENT_MAX_BYTES } from '../constants';

/** The size limit of a kind: 5 MB for images, 100 MB for video, audio and documents. */
export function attachmentMaxBytes(kind: AttachmentKind): number {
  return kind === 'image' ? IMAGE_ATTACHMENT_MAX_BYTES : FILE_ATTACHMENT_MAX_BYTES;
}

/** "Invalid {kind} file type. Please select a valid {kind}." (chat document section 5). */
export function invalidAttachmentTypeMessage(kind: AttachmentKind): string {
  return `Invalid ${kind} file type. Please select a valid ${kind}.`;
}

/** "File size exceeds the maximum limit of {n} MB." */
export function attachmentTooLargeMessage(kind: AttachmentKind): string {
  return `File size exceeds the maximum limit of ${attachmentMaxBytes(kind) / (1024 * 1024)} MB.`;
}

/** True when `mimeType` (parameters such as `;codecs=opus` ignored, any case) is accepted for `kind`. */
export function isAcceptedAttachmentType(kind: AttachmentKind, mimeType: string): boolean {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return ATTACHMENT_TYPES[kind].includes(bare);
}

/**
 * The picker's check of a chosen file, type first and then size, as the widget shows them: the
 * specification's message, or null when the file may be sent. The server checks the same limits and
 * the real type from the bytes; this only spares the customer a pointless upload.
 */
export function attachmentError(kind: AttachmentKind, file: { type: string; size: number }): string | null {
  if (!isAcceptedAttachmentType(kind, file.type)) return invalidAttachmentTypeMessage(kind);
  if (file.size > attachmentMaxBytes(kind)) return attachmentTooLargeMessage(kind);
  return null;
}
