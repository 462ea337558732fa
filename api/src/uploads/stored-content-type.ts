import { attachmentTypeOfExtension } from './attachment-types';

/** Stored files that are not attachments: the seed's SVG originals. */
const OTHER_TYPES: Readonly<Record<string, string>> = { svg: 'image/svg+xml' };

/**
 * The content type a stored file is kept and served with, by its extension: every stored name gets its
 * extension from the sniffed type (images, attachments), so the extension is the checked type.
 */
export function storedContentType(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const type = attachmentTypeOfExtension(ext) ?? OTHER_TYPES[ext] ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}
