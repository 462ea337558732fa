import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeSessionRoute } from './decode-session';
import { sendCodeRoute } from './send-code';
import { verifyCodeRoute } from './verify-code';
import { verifySessionRoute } from './verify-session';

/** The customer's phone-code login (chat widget): send code, verify code, verify and decode the stored session. */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sendCodeRoute);
  await app.register(verifyCodeRoute);
  await app.register(verifySessionRoute);
  await app.register(decodeSessionRoute);
};
