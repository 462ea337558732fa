import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTrackingCodeRoute } from './send-code';
import { trackingTimelineRoute } from './timeline';

/** Public order tracking (/track-order): a code to the phone that placed the order, then its timeline. */
export const orderTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sendTrackingCodeRoute);
  await app.register(trackingTimelineRoute);
};
