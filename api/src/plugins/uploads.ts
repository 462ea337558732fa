import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { keySegments, type FileStorage } from '../uploads/file-storage';
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

/** Streams each file from the object store through the API: the bucket itself stays private. */
function serveFromStorage(app: FastifyInstance, storage: FileStorage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = isStorageKey(key) ? await storage.read(key) : null;
      if (!file) return reply.callNotFound();
      reply.headers({ 'content-type': file.contentType, 'content-length': String(file.size), 'cache-control': CACHE_FOR_A_YEAR, ...servedHeaders(key) });
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
