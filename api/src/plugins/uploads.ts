import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FileStorage } from '../uploads/file-storage';
import { localDiskStorage } from '../uploads/local-disk-storage';
import { servedHeaders } from '../uploads/served-headers';
import { globalPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are stored; routes use only this interface. */
    fileStorage: FileStorage;
  }
}

/**
 * Stored files: decorates the app with the storage (the local disk under UPLOADS_DIR) and serves it
 * at /uploads/*. File names are never reused (new uploads get new names), so answers may be cached for
 * a year. Headers by servedHeaders: nosniff everywhere, chat attachments with a type from our own
 * table and anything but images, sound and video as a download.
 */
export const uploadsPlugin = globalPlugin<{ root: string }>('uploads', async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  app.decorate('fileStorage', localDiskStorage(root));
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
});
