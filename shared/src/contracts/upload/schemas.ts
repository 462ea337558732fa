import { z } from 'zod';
import { idSchema, successMessage } from '../common/schemas';
import { UPLOAD_IMAGE_TYPES, UPLOAD_IMAGE_MIME_TYPES } from './values';
export * from './values';

export type UploadImageMimeType = keyof typeof UPLOAD_IMAGE_TYPES;
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
