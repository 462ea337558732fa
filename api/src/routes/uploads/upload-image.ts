import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_ATTACHMENT_MAX_BYTES } from 'shared/rules';
import { UPLOAD_FILE_FIELD, UPLOAD_MESSAGES, UPLOAD_PATHS, uploadImageAnswerSchema, uploadImageQuerySchema } from '../../contracts';
import { AUTH_ERRORS, ownerOf } from '../../auth/auth-plugin';
import { newId } from '../../db/ids';
import { AppError } from '../../errors';
import { insertUpload } from '../../repositories/upload-repository';
import { renderImageVariants, storeRendition, type ImageRendition } from '../../uploads/image-variants';
import { websiteImageKey, websiteRenditionFolder } from '../../uploads/upload-keys';
import { sniffImage } from '../../uploads/sniff-image';
import { isMalformedMultipartError } from './multipart-errors';
import { errorAnswers } from '../error-answers';

/** Folder of the `uploads` row for images an owner puts in page sections. */
export const WEBSITE_IMAGES_FOLDER = 'website/images';

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
const hasCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

const ONE_FILE_ONLY = 'Invalid body: send one image in the multipart field "file" and nothing else';

/**
 * The one file of the request, read whole (at most the limit). Every part is read before anything is
 * stored, so a second part refuses the whole request. The multipart plugin's errors in the spec's words.
 */
async function readFile(parts: AsyncIterableIterator<Multipart>): Promise<{ name: string; bytes: Buffer }> {
  let found: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of parts) {
      if (found || part.type !== 'file' || part.fieldname !== UPLOAD_FILE_FIELD) throw AppError.badRequest(ONE_FILE_ONLY);
      found = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
    }
    if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].some((code) => hasCode(error, code))) throw AppError.badRequest(ONE_FILE_ONLY);
    if (isMalformedMultipartError(error)) throw AppError.badRequest(ONE_FILE_ONLY);
    throw error;
  }
  if (!found) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return found;
}

/**
 * The rendition of an uploaded image (see image-variants.ts); null for an animated GIF, which is shown as
 * it is so it keeps moving. Bytes that only start like an image and do not decode are refused like any
 * other file that is not an image.
 */
async function renditionOf(bytes: Buffer, mimeType: string): Promise<ImageRendition | null> {
  try {
    if (mimeType === 'image/gif' && ((await sharp(bytes).metadata()).pages ?? 1) > 1) return null;
    return await renderImageVariants(bytes);
  } catch {
    throw AppError.badRequest(UPLOAD_MESSAGES.invalidType);
  }
}

/**
 * The owner's image upload: the type comes from the file's first bytes (PNG, JPEG, WebP, GIF), never from
 * its name or the client's content type, and names the stored file's extension. Everything is checked
 * (the image decoded and rendered) before anything is written; the original gets a new id as its name
 * and is kept, and its rendition (a raster at its own size, at most 1920 px wide, with WebP and JPEG/PNG
 * width variants) lands in `<subdomain>/images/`, answered as `responsiveUrl`, the address to put in a page.
 */
export const uploadImageRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    UPLOAD_PATHS.image,
    {
      // refuse a caller before reading any of the body
      onRequest: app.requireOwner,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image for a page section',
        description:
          `multipart/form-data with one file in the field \`${UPLOAD_FILE_FIELD}\`, at most 5 MB (413 "${UPLOAD_MESSAGES.tooLarge}"). ` +
          `PNG, JPEG, WebP or GIF by content; anything else, SVG included, is 400 "${UPLOAD_MESSAGES.invalidType}". ` +
          'The original is stored as `/uploads/<subdomain>/uploads/<id>.<ext>` (`url`); `responsiveUrl` names its ' +
          'rendition `/uploads/<subdomain>/images/<hash>-<W>x<H>.<jpg|png>` with WebP and JPEG/PNG width variants beside it ' +
          '(absent for an animated GIF). Owner only: 401 without a valid token, 403 FORBIDDEN for a ' +
          'customer token, or when `accountTypeId` (the business being edited) is not the owner\'s.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: uploadImageQuerySchema,
        response: {
          200: uploadImageAnswerSchema,
          ...errorAnswers(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { accountTypeId } = request.query;
      if (accountTypeId !== undefined && accountTypeId.toLowerCase() !== owner.businessId) throw AUTH_ERRORS.forbidden();

      const { name, bytes } = await readFile(request.parts());
      if (bytes.length > IMAGE_ATTACHMENT_MAX_BYTES) throw tooLarge();
      const sniffed = sniffImage(bytes);
      if (!sniffed) throw AppError.badRequest(UPLOAD_MESSAGES.invalidType);
      const rendition = await renditionOf(bytes, sniffed.mimeType);

      const id = newId();
      const storageKey = websiteImageKey(owner.subdomain, id, sniffed.ext);
      const storage = app.fileStorage;
      await storage.put(storageKey, Readable.from([bytes]));
      const url = storage.urlOf(storageKey);
      // content-addressed and possibly shared with an earlier upload of the same picture: never removed
      const renditionKey = rendition && (await storeRendition(storage, websiteRenditionFolder(owner.subdomain), rendition));
      const responsiveUrl = renditionKey ? storage.urlOf(renditionKey) : undefined;
      try {
        await insertUpload(app.db, {
          id,
          businessId: owner.businessId,
          folder: WEBSITE_IMAGES_FOLDER,
          fileName: name.slice(0, 255),
          storageKey,
          mimeType: sniffed.mimeType,
          sizeBytes: bytes.length,
          url,
          renditionUrl: responsiveUrl ?? null,
        });
      } catch (error) {
        await storage.remove(storageKey);
        throw error;
      }
      return { message: 'success' as const, data: { url, mimeType: sniffed.mimeType, ...(responsiveUrl && { responsiveUrl }) } };
    },
  );
};
