import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { globalPlugin } from './define-plugin';

/**
 * Serves stored files at /uploads/* from UPLOADS_DIR. File names are never reused (new uploads get new
 * names), so answers may be cached for a year. Uploaded SVGs must not run scripts: a strict CSP.
 */
export const uploadsPlugin = globalPlugin<{ root: string }>('uploads', async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    },
  });
});
