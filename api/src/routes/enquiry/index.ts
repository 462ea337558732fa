import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEnquiryRoute } from './send-enquiry';

/** The chat widget's enquiry request: a product's enquiry posted to the business's chat as a card. */
export const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sendEnquiryRoute);
};
