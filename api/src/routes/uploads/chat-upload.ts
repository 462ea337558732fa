import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentMaxBytes } from 'shared/rules';
import { CHAT_PATHS, chatUploadAnswerSchema, chatUploadQuerySchema, UPLOAD_FILE_FIELD } from '../../contracts';
import { AUTH_ERRORS, type Identity } from '../../auth/auth-plugin';
import { newId } from '../../db/ids';
import { CHAT_UPLOADS_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { businessSubdomain, customerUploadedBytesSince, insertUpload } from '../../repositories/upload-repository';
import { CUSTOMER_UPLOAD_BYTES_PER_DAY, UPLOAD_QUOTA_WINDOW_MS, uploadQuotaExceeded } from '../../uploads/upload-quota';
import { attachmentFolder } from '../../uploads/upload-keys';
import { attachmentLimits, CHAT_UPLOAD_MESSAGES, receiveAttachment, type AttachmentTarget } from './receive-attachment';
import { errorAnswers } from '../error-answers';

/**
 * A refusal sent before the body was read (no token, a wrong type in the first bytes, the size limit)
 * closes the connection, so a client still sending a 2 GB body is cut off instead of read to its end.
 */
async function closeWhenBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
}

/**
 * The chat's attachment upload (chat document sections 5 and 7): a customer of the site or its
 * owner, for the business of the token. The picker's kind decides the accepted types and the limit.
 */
export const chatUploadRoute: FastifyPluginAsyncZod = async (app) => {
  const subdomainOf = async (identity: Identity) => {
    const subdomain = identity.role === 'user' ? identity.subdomain : await businessSubdomain(app.db, identity.businessId);
    if (!subdomain) throw AUTH_ERRORS.forbidden();
    return subdomain;
  };

  /**
   * The most a file may weigh: the kind's limit, or a customer's quota left for the last 24 hours when
   * that is less (then a file cut off there is answered with the quota's message). Nothing left: 413 now,
   * before any of the body is read.
   */
  const sizeLimitOf = async (identity: Identity, kind: AttachmentTarget['kind']): Promise<Pick<AttachmentTarget, 'tooLarge'> & { maxBytes: number }> => {
    const kindMax = attachmentMaxBytes(kind);
    if (identity.role !== 'customer') return { maxBytes: kindMax };
    const since = new Date(app.clock() - UPLOAD_QUOTA_WINDOW_MS);
    const left = CUSTOMER_UPLOAD_BYTES_PER_DAY - (await customerUploadedBytesSince(app.db, identity, since));
    if (left <= 0) throw uploadQuotaExceeded();
    return left < kindMax ? { maxBytes: left, tooLarge: uploadQuotaExceeded } : { maxBytes: kindMax };
  };

  app.post(
    CHAT_PATHS.upload,
    {
      // who is calling is known before any of the body is read
      onRequest: async (request) => {
        await app.authenticate(request);
      },
      // counted before any of the body is read; a refused upload is cut off by closeWhenBodyUnread
      preHandler: app.customerLimits.uploads,
      onSend: closeWhenBodyUnread,
      schema: {
        tags: ['chat'],
        summary: 'Upload a chat attachment',
        description:
          `multipart/form-data with one file in the field \`${UPLOAD_FILE_FIELD}\`; \`kind\` is the picker it came from. ` +
          'Images (jpeg, png) at most 5 MB, video, audio and documents at most 100 MB, cut off while streaming: 413 ' +
          '"File size exceeds the maximum limit of {n} MB.". The type comes from the bytes, never the name: 415 "Invalid {kind} file type. ' +
          'Please select a valid {kind}."; text and CSV documents (no magic bytes) must be UTF-8 without NUL bytes. ' +
          `An empty file is 400 "${CHAT_UPLOAD_MESSAGES.empty}". Stored as \`/uploads/<subdomain>/chat-widget/images|document/<id>.<ext>\` ` +
          'under the business of the token (customer or owner); 401 without one. A customer stores at most ' +
          `${CUSTOMER_UPLOAD_BYTES_PER_DAY / (1024 * 1024)} MB in any 24 hours: past it, 413 "${uploadQuotaExceeded().message}" (a file is cut off where it would pass the quota).` +
          rateLimitDoc(CHAT_UPLOADS_PER_CUSTOMER),
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: chatUploadQuerySchema,
        response: {
          200: chatUploadAnswerSchema,
          ...errorAnswers(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const identity = request.identity;
      if (!identity) throw AUTH_ERRORS.noToken();
      const { kind } = request.query;
      const subdomain = await subdomainOf(identity);

      const { maxBytes, tooLarge } = await sizeLimitOf(identity, kind);
      const id = newId();
      const storage = app.fileStorage;
      const parts = request.parts({ limits: attachmentLimits(maxBytes) });
      const file = await receiveAttachment(parts, storage, { kind, subdomain, id, ...(tooLarge && { tooLarge }) });
      const url = storage.urlOf(file.storageKey);
      try {
        await insertUpload(app.db, {
          id,
          businessId: identity.businessId,
          customerId: identity.role === 'customer' ? identity.customerId : null,
          folder: attachmentFolder(kind),
          fileName: file.fileName,
          storageKey: file.storageKey,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          url,
        });
      } catch (error) {
        await storage.remove(file.storageKey);
        throw error;
      }
      return { message: 'success' as const, data: { url, mimeType: file.mimeType, fileName: file.fileName, size: file.size } };
    },
  );
};
