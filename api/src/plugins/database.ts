import type { DatabaseHandle } from '../db/client';
import { globalPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The typed query builder (PGlite or node-postgres). */
    db: DatabaseHandle['db'];
    database: DatabaseHandle;
  }
}

/** Decorates the app with the database; closes it with the app when the app owns it. */
export const databasePlugin = globalPlugin<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  'database',
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
);
