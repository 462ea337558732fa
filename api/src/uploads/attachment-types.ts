/**
 * The one table of stored attachment types: the extension a type is stored under, and back from an
 * extension the content type it is served with. Stored names get their extension from the sniffed
 * type, so serving by extension gives back exactly the type that was checked.
 */
export const ATTACHMENT_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/x-matroska': 'mkv',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  // a voice note from the browser's recorder: a WebM container with only sound
  'audio/webm': 'weba',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/vnd.rar': 'rar',
};

const TYPE_OF_EXTENSION: ReadonlyMap<string, string> = new Map(Object.entries(ATTACHMENT_EXTENSIONS).map(([type, ext]) => [ext, type]));

/** The content type a stored attachment is served with; null for an extension no attachment is stored under. */
export function attachmentTypeOfExtension(ext: string): string | null {
  return TYPE_OF_EXTENSION.get(ext.toLowerCase()) ?? null;
}

/** Types a browser shows inline without running anything: raster images, sound and video. */
export function isInlineMedia(mimeType: string): boolean {
  return /^(image\/(jpeg|png|gif|webp)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+)$/.test(mimeType);
}
