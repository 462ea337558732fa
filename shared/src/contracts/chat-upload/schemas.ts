import { z } from 'zod';
import { successMessage } from '../common/schemas';
import { ATTACHMENT_KINDS } from './values';
export * from './values';

export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Query of the chat upload: which picker the file came from. */
export const chatUploadQuerySchema = z.strictObject({ kind: z.enum(ATTACHMENT_KINDS) });

/** `{ message, data: { url, mimeType } }`: the URL is then sent as an image or file message. */
export const chatUploadAnswerSchema = z.object({
  message: successMessage,
  data: z.object({
    url: z.string(),
    mimeType: z.string(),
    /** The name the customer's file had (shown on file messages); never used on disk. */
    fileName: z.string(),
    size: z.number().int().nonnegative(),
  }),
});
export type ChatUploadAnswer = z.infer<typeof chatUploadAnswerSchema>;
