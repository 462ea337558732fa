import { z } from 'zod';
import { idSchema, successMessage } from './common';
import { API_PATHS } from './paths';

/** Image types an owner may upload, each told apart by its content (magic bytes), never by its name. */
export const UPLOAD_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadImageMimeType = keyof typeof UPLOAD_IMAGE_TYPES;
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

/** Optional query: the business whose page is being edited; another business than the owner's is 403. */
export const uploadImageQuerySchema = z.strictObject({
  accountTypeId: idSchema.optional(),
});

/**
 * `{ message: 'success', data: { url, mimeType, responsiveUrl? } }`; url is the original, relative
 * (`/uploads/<subdomain>/uploads/<id>.<ext>`). `responsiveUrl`, when present, is the address to put in a
 * page: its raster rendition with width variants (see image-variants.ts); absent for an animated GIF.
 */
export const uploadImageAnswerSchema = z.object({
  message: successMessage,
  data: z.object({
    url: z.string().regex(/^\/uploads\/[a-z0-9-]+\/uploads\/[0-9a-f]{24}\.(?:png|jpg|webp|gif)$/),
    mimeType: z.enum(UPLOAD_IMAGE_MIME_TYPES as [UploadImageMimeType, ...UploadImageMimeType[]]),
    responsiveUrl: z.string().regex(/^\/uploads\/[a-z0-9-]+\/images\/[0-9a-f]{16}-\d{1,4}x\d{1,5}\.(?:jpg|png)$/).optional(),
  }),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswerSchema>;
