import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseRangeHeader, RangeNotSatisfiable } from '../uploads/byte-range';
import { keySegments, type FileStorage, type StoredFile } from '../uploads/file-storage';
import { localDiskStorage } from '../uploads/local-disk-storage';
import { openFileStorage } from '../uploads/open-file-storage';
import { servedHeaders } from '../uploads/served-headers';
import type { UploadStoreConfig } from '../uploads/upload-store-config';
import { globalPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are stored; routes use only this interface. */
    fileStorage: FileStorage;
  }
}

/** File names are never reused (new uploads get new names), so answers may be cached for a year. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Stored files: decorates the app with the storage (the local disk under UPLOADS_DIR, or the S3 bucket of
 * UPLOAD_STORE=s3) and serves it at /uploads/*, the same URLs either way. Headers by servedHeaders: nosniff
 * everywhere, chat attachments with a type from our own table and anything but images, sound and video as
 * a download.
 */
export const uploadsPlugin = globalPlugin<{ root: string; store?: UploadStoreConfig }>('uploads', async (app, { root, store = { kind: 'disk' } }) => {
  if (store.kind === 'disk') {
    fs.mkdirSync(root, { recursive: true });
    app.decorate('fileStorage', localDiskStorage(root));
    await serveFromDisk(app, root);
    return;
  }
  const opened = await openFileStorage(store, root);
  app.decorate('fileStorage', opened.storage);
  app.addHook('onClose', async () => opened.close());
  serveFromStorage(app, opened.storage);
});

async function serveFromDisk(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    // also keeps half-written uploads (`.<random>.part`) out of reach
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply, file) => {
      reply.headers(servedHeaders(path.relative(root, file).split(path.sep).join('/')));
    },
  });
}

/**
 * Streams each file from the object store through the API: the bucket itself stays private. A single byte
 * range is answered with 206 (a video player seeking; Safari plays no video without it), as the disk's static
 * server answers it.
 */
function serveFromStorage(app: FastifyInstance, storage: FileStorage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key)) return reply.callNotFound();
      const range = parseRangeHeader(request.headers.range) ?? undefined;
      let file: StoredFile | null;
      try {
        file = await storage.read(key, range);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiable)) throw error;
        return reply.code(416).headers({ 'content-range': `bytes */${error.total}`, ...servedHeaders(key) }).send();
      }
      if (!file) return reply.callNotFound();
      reply.headers({
        'content-type': file.contentType,
        'content-length': String(file.size),
        'accept-ranges': 'bytes',
        'cache-control': CACHE_FOR_A_YEAR,
        ...servedHeaders(key),
      });
      if (file.range) reply.code(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.total}`);
      if (request.method === 'GET') return reply.send(file.content);
      // a HEAD names the size without fetching the bytes it would not send
      file.content.destroy();
      return reply.send();
    },
  });
}

function isStorageKey(key: string): boolean {
  try {
    keySegments(key);
    return true;
  } catch {
    return false;
  }
}
