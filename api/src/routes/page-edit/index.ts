import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duplicateSectionRoute } from './duplicate-section';
import { removeSectionRoute } from './remove-section';
import { sectionStatusRoute } from './section-status';
import { updateSectionRoute } from './update-section';

/** Edit mode: the owner's section actions. Each answers `{ message, pageDetails }`. */
export const pageEditRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(updateSectionRoute);
  await app.register(duplicateSectionRoute);
  await app.register(sectionStatusRoute);
  await app.register(removeSectionRoute);
};
