/**
 * The chat-upload contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../chat-upload.ts).
 */
import type { AttachmentKind } from './schemas';

/**
 * Attachments of the chat (chat document section 5). The kind the picker was opened for decides which
 * types are accepted and the size limit; the server checks the type from the file's bytes, never its
 * name, and cuts the upload off once it passes the limit.
 */
export const ATTACHMENT_KINDS = ['image', 'video', 'audio', 'document'] as const;

/** Image picker: jpeg and png only. */
export const IMAGE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** mp4, mov, avi, mkv, webm. */
export const VIDEO_ATTACHMENT_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska', 'video/webm'] as const;

/**
 * mpeg (mp3), wav, ogg, plus webm: what the browser's own recorder (MediaRecorder) makes in Chromium
 * and Firefox, so a recorded voice note is accepted.
 */
export const AUDIO_ATTACHMENT_TYPES = ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/ogg', 'audio/webm'] as const;

/** pdf, office files, text, zip, rar, some images, video and audio. */
export const DOCUMENT_ATTACHMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  ...VIDEO_ATTACHMENT_TYPES,
  ...AUDIO_ATTACHMENT_TYPES,
] as const;

export const ATTACHMENT_TYPES: Record<AttachmentKind, readonly string[]> = {
  image: IMAGE_ATTACHMENT_TYPES,
  video: VIDEO_ATTACHMENT_TYPES,
  audio: AUDIO_ATTACHMENT_TYPES,
  document: DOCUMENT_ATTACHMENT_TYPES,
};

/** Storage folders of the specification: images apart, everything else as documents. */
export const ATTACHMENT_FOLDERS = { images: 'chat-widget/images', document: 'chat-widget/document' } as const;
