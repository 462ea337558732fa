import type { Multipart, MultipartFile } from '@fastify/multipart';
import { attachmentTooLargeMessage, invalidAttachmentTypeMessage } from 'shared/rules';
import { UPLOAD_FILE_FIELD, type AttachmentKind } from '../../contracts';
import { AppError } from '../../errors';
import { AttachmentRefused, attachmentBody, failOnSizeLimit, readHead } from '../../uploads/attachment-stream';
import { displayName } from '../../uploads/display-name';
import type { FileStorage } from '../../uploads/file-storage';
import { SNIFF_BYTES, sniffAttachment } from '../../uploads/sniff-attachment';
import { attachmentKey } from '../../uploads/upload-keys';
import { isExtraPartError, isFileTooLargeError, isMalformedMultipartError, isNotMultipartError, notMultipart } from './multipart-errors';

/** The chat upload's own answers where the specification has none. */
export const CHAT_UPLOAD_MESSAGES = {
  noFile: 'Please select a file to upload.',
  empty: 'The selected file is empty. Please select another file.',
  oneFile: `Invalid body: send one file in the multipart field "${UPLOAD_FILE_FIELD}" and nothing else`,
  broken: 'The upload did not complete. Please try again.',
} as const;

export interface ReceivedAttachment {
  storageKey: string;
  mimeType: string;
  size: number;
  /** The customer's name for the file, cleaned for display. */
  fileName: string;
}

/** The multipart limits of a chat upload: one file of at most the kind's size, nothing else. */
export function attachmentLimits(maxBytes: number) {
  return { files: 1, parts: 1, fields: 0, fieldSize: 0, fileSize: maxBytes, headerPairs: 20, fieldNameSize: 32 };
}

/** Where a received file goes, and the answer of one over the size limit. */
export interface AttachmentTarget {
  kind: AttachmentKind;
  subdomain: string;
  id: string;
  /** The 413 of a file over the limit: the kind's own message unless the caller's quota set a lower limit. */
  tooLarge?: () => AppError;
}

/** Every failure of receiving a file, in the answer the customer sees. */
function asAnswer(error: unknown, target: AttachmentTarget): unknown {
  const { kind } = target;
  if (error instanceof AppError) return error;
  if ((error instanceof AttachmentRefused && error.reason === 'too-large') || isFileTooLargeError(error)) {
    return target.tooLarge?.() ?? new AppError(413, 'PAYLOAD_TOO_LARGE', attachmentTooLargeMessage(kind));
  }
  if (error instanceof AttachmentRefused) return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', invalidAttachmentTypeMessage(kind));
  if (isExtraPartError(error)) return AppError.badRequest(CHAT_UPLOAD_MESSAGES.oneFile);
  if (isNotMultipartError(error)) return notMultipart('file');
  if (isMalformedMultipartError(error)) return AppError.badRequest(CHAT_UPLOAD_MESSAGES.broken);
  return error;
}

async function firstFile(parts: AsyncIterator<Multipart>): Promise<MultipartFile> {
  const first = await parts.next();
  if (first.done) throw AppError.badRequest(CHAT_UPLOAD_MESSAGES.noFile);
  const part = first.value;
  if (part.type !== 'file' || part.fieldname !== UPLOAD_FILE_FIELD) throw AppError.badRequest(CHAT_UPLOAD_MESSAGES.oneFile);
  return part;
}

/** Stores the file's bytes under a new key; the type comes from the bytes, the extension from the type. */
async function storeFile(storage: FileStorage, part: MultipartFile, target: AttachmentTarget) {
  failOnSizeLimit(part.file);
  const chunks = part.file[Symbol.asyncIterator]();
  let handedOver = false;
  try {
    const { head, ended } = await readHead(chunks, SNIFF_BYTES);
    if (head.length === 0) throw AppError.badRequest(CHAT_UPLOAD_MESSAGES.empty);
    const sniffed = await sniffAttachment(target.kind, head, part.mimetype);
    if (!sniffed) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', invalidAttachmentTypeMessage(target.kind));

    const storageKey = attachmentKey(target.subdomain, target.kind, target.id, sniffed.ext);
    handedOver = true;
    const size = await storage.put(storageKey, attachmentBody(head, chunks, { ended, text: sniffed.text }));
    return { storageKey, mimeType: sniffed.mimeType, size, fileName: displayName(part.filename, `file.${sniffed.ext}`) };
  } finally {
    // refused before the storage took the stream: stop reading the rest of the request
    if (!handedOver) await chunks.return?.();
  }
}

/**
 * Receives the one file of a chat upload while it streams: the size limit cuts it off as it passes
 * (never buffered; 413), the first bytes decide its type before anything is written (415), and a
 * refused or broken upload leaves nothing in the storage. A second part refuses the request (400).
 */
export async function receiveAttachment(
  parts: AsyncIterator<Multipart>,
  storage: FileStorage,
  target: AttachmentTarget,
): Promise<ReceivedAttachment> {
  let received: ReceivedAttachment;
  try {
    received = await storeFile(storage, await firstFile(parts), target);
  } catch (error) {
    throw asAnswer(error, target);
  }
  try {
    const rest = await parts.next();
    if (!rest.done) throw AppError.badRequest(CHAT_UPLOAD_MESSAGES.oneFile);
  } catch (error) {
    await storage.remove(received.storageKey);
    throw asAnswer(error, target);
  }
  return received;
}
