import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const liveAnswer = z.object({ status: z.literal('ok') });
const readyAnswer = z.object({ status: z.enum(['ok', 'unavailable', 'draining']), database: z.enum(['pglite', 'postgres']) });

/** Liveness (the process answers) and readiness (not stopping, and the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: liveAnswer } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readyAnswer, 503: readyAnswer } } },
    async (request, reply) => {
      const database = app.database.kind;
      // stopping (SIGTERM): the balancer takes this process out while it still answers
      if (app.readiness.draining) return reply.code(503).send({ status: 'draining' as const, database });
      try {
        await app.database.ping();
        return { status: 'ok' as const, database };
      } catch (err) {
        request.log.warn({ err }, 'database is not ready');
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
};
