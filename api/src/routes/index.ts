import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressRoutes } from './addresses';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { chatRoutes } from './chat';
import { contactRoutes } from './contact';
import { customDomainRoutes } from './custom-domain';
import { enquiryRoutes } from './enquiry';
import { healthRoutes } from './health';
import { inboxRoutes } from './inbox';
import { orderRoutes } from './orders';
import { pageRoutes } from './page';
import { pageEditRoutes } from './page-edit';
import { orderExpiryRoutes } from './order-expiry';
import { paymentRoutes } from './payments';
import { uploadRoutes } from './uploads';

/** Every route of the API, grouped by area. */
export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  await app.register(pageRoutes);
  await app.register(catalogueRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(pageEditRoutes);
  await app.register(uploadRoutes);
  await app.register(chatRoutes);
  await app.register(orderRoutes);
  await app.register(inboxRoutes);
  await app.register(paymentRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(addressRoutes);
  await app.register(enquiryRoutes);
  await app.register(orderExpiryRoutes);
  await app.register(customDomainRoutes);
};
