import { UPLOAD_IMAGE_TYPES, type UploadImageMimeType } from '../contracts';

/** What a file's first bytes say it is: the stored type and extension come from here, never from its name. */
export interface SniffedImage {
  mimeType: UploadImageMimeType;
  ext: (typeof UPLOAD_IMAGE_TYPES)[UploadImageMimeType];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

function mimeTypeOf(bytes: Uint8Array): UploadImageMimeType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/**
 * PNG, JPEG, WebP or GIF by their magic bytes; null for anything else. SVG is refused on purpose: it is
 * a document that can carry scripts, and raster images are all a section needs.
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const mimeType = mimeTypeOf(bytes);
  return mimeType ? { mimeType, ext: UPLOAD_IMAGE_TYPES[mimeType] } : null;
}
