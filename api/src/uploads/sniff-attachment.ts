import { fileTypeFromBuffer } from 'file-type/core';
import { isAcceptedAttachmentType } from 'shared/rules';
import type { AttachmentKind } from '../contracts';
import { ATTACHMENT_EXTENSIONS } from './attachment-types';

/**
 * How much of a file's start is read before deciding its type: enough for the containers that need a
 * look inside (an Office file's `[Content_Types].xml`, an MP3's ID3 tag), and small enough to hold in
 * memory for every upload in flight.
 */
export const SNIFF_BYTES = 256 * 1024;

/** A type told from a file's bytes, with the extension it is stored under. */
export interface SniffedAttachment {
  mimeType: string;
  ext: string;
  /**
   * A text type, which has no magic bytes: accepted on the declared type only, so the whole file must
   * still prove to be UTF-8 text without NUL bytes while it streams (`textGuard`).
   */
  text: boolean;
}

/** file-type's names for types the contracts list under another name. */
const CANONICAL: Readonly<Record<string, string>> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/matroska': 'video/x-matroska',
  'application/x-rar-compressed': 'application/vnd.rar',
  'audio/x-wav': 'audio/wav',
};

/** Old Office files share one container (OLE2 compound file); its bytes do not say which program made it. */
const COMPOUND_FILE_TYPES = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'];
const TEXT_TYPES = ['text/plain', 'text/csv'];

const bare = (mimeType: string) => mimeType.split(';')[0]?.trim().toLowerCase() ?? '';

/** The magic-byte type of `head`, in the contracts' names; null when the bytes say nothing. */
async function typeFromBytes(head: Uint8Array): Promise<string | null> {
  let found: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    found = await fileTypeFromBuffer(head);
  } catch {
    // a malformed container (a cut or hostile zip) is not a type we accept
    return null;
  }
  if (!found) return null;
  const mime = bare(found.mime);
  return CANONICAL[mime] ?? mime;
}

/**
 * The stored type of an attachment picked as `kind`, from the start of its bytes; null when they are
 * not a type the kind accepts. The declared type (the client's Content-Type) is trusted for nothing
 * the bytes can tell: it only names the program of an old Office file, and lets plain text and CSV,
 * which have no magic bytes, through for documents (then checked as text while streaming).
 */
export async function sniffAttachment(kind: AttachmentKind, head: Uint8Array, declaredType: string): Promise<SniffedAttachment | null> {
  const declared = bare(declaredType);
  let mimeType = await typeFromBytes(head);
  let text = false;

  // the browser's recorder makes WebM voice notes; the container alone cannot tell sound from film
  if (kind === 'audio' && mimeType === 'video/webm') mimeType = 'audio/webm';
  if (kind === 'document' && mimeType === 'application/x-cfb' && COMPOUND_FILE_TYPES.includes(declared)) mimeType = declared;
  if (kind === 'document' && mimeType === null && TEXT_TYPES.includes(declared)) {
    mimeType = declared;
    text = true;
  }

  const ext = mimeType === null ? undefined : ATTACHMENT_EXTENSIONS[mimeType];
  if (mimeType === null || ext === undefined || !isAcceptedAttachmentType(kind, mimeType)) return null;
  return { mimeType, ext, text };
}
