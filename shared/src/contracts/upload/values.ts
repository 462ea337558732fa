/**
 * The upload contract's plain values (paths, limits, messages, checks): no zod, so the browser
 * can use them before it loads the schemas (see ../upload.ts).
 */
import { API_PATHS } from '../paths';
import type { UploadImageMimeType } from './schemas';

/** Image types an owner may upload, each told apart by its content (magic bytes), never by its name. */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export const UPLOAD_IMAGE_MIME_TYPES = Object.keys(UPLOAD_IMAGE_TYPES) as UploadImageMimeType[];

/** The multipart field that carries the file. */
export const UPLOAD_FILE_FIELD = 'file';

export const UPLOAD_PATHS = { image: API_PATHS.uploadImage } as const;

/** Strings of the image upload, shown as they are. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid image file type. Please select a valid image.',
  tooLarge: 'File size exceeds the maximum limit of 5 MB.',
  /** The upload threw without an answer of the server's own. */
  failed: 'Failed to upload image. Please try again.',
  noFile: 'Please select an image to upload.',
} as const;
