import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_ATTACHMENT_MAX_BYTES } from 'shared/rules';
import { chatUploadRoute } from './chat-upload';
import { uploadImageRoute } from './upload-image';

/**
 * File uploads. Multipart is registered here only, so no other route accepts multipart bodies, with limits
 * that let through one file of at most 5 MB and nothing else (no text fields); the chat upload sets its
 * own size limit per attachment kind.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { files: 1, parts: 1, fields: 0, fieldSize: 0, fileSize: IMAGE_ATTACHMENT_MAX_BYTES, headerPairs: 20, fieldNameSize: 32 };
  await app.register(multipart, { limits });
  await app.register(uploadImageRoute);
  await app.register(chatUploadRoute);
};
