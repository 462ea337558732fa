import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { CATALOGUE_CSV_LIMITS, CATALOGUE_CSV_MESSAGES as M } from '../../contracts';
import { AppError } from '../../errors';

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', M.tooLarge);

/**
 * Reads a `text/csv` body as bytes, at most CATALOGUE_CSV_LIMITS.maxBytes, refusing a larger one with
 * the owner's words (not Fastify's "Request body is too large") as soon as it is known: from its
 * Content-Length, else once that many bytes have come. Registered in this plugin's scope only.
 */
export function acceptCsvBodies(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: IncomingMessage) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > CATALOGUE_CSV_LIMITS.maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += bytes.length;
      if (size > CATALOGUE_CSV_LIMITS.maxBytes) throw tooLarge();
      chunks.push(bytes);
    }
    return Buffer.concat(chunks);
  });
}
