import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isCatalogueEntry,
  PAGE_EDIT_MESSAGES,
  PAGE_EDIT_PATHS,
  pageEditAnswerSchema,
  updateSectionBodySchema,
  type SectionValue,
} from '../../contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findCatalogue, mergeValues, saveSectionValues } from '../../repositories/page-edit-repository';
import { EDIT_RULES, editSection } from './edit-section';
import { errorAnswers } from '../error-answers';

/**
 * The catalogue entries of an edit, made consistent: `catalogueId` or `catalogueSlug` (either is enough)
 * is looked up in the owner's business and both are stored. No catalogue entry: nothing to do.
 */
async function connectCatalogue(db: Database, businessId: string, values: SectionValue[]): Promise<{ values: SectionValue[]; connected: boolean }> {
  const entries = values.filter(isCatalogueEntry);
  if (entries.length === 0) return { values, connected: false };
  const wanted = entries.find((e) => e.key === 'catalogueId')?.value.trim() || entries.find((e) => e.key === 'catalogueSlug')?.value.trim();
  if (!wanted) throw AppError.badRequest('Invalid body: catalogueId or catalogueSlug must name a catalogue');
  const catalogue = await findCatalogue(db, businessId, wanted);
  if (!catalogue) throw AppError.notFound('CATALOGUE_NOT_FOUND', 'Catalogue not found');
  const rest = values.filter((e) => !isCatalogueEntry(e));
  return {
    values: [...rest, { key: 'catalogueId', value: catalogue.id, type: 'catalogue' }, { key: 'catalogueSlug', value: catalogue.slug, type: 'catalogue' }],
    connected: true,
  };
}

/** update_page_section_data: an owner edits a section's values, or connects a catalogue to it. */
export const updateSectionRoute: FastifyPluginAsyncZod<{ now?: () => number }> = async (app, options) => {
  const now = options.now ?? Date.now;
  app.post(
    PAGE_EDIT_PATHS.updateSection,
    {
      onRequest: app.requireOwner,
      schema: {
        tags: ['page-edit'],
        summary: 'Update a section\'s values (and connect a catalogue)',
        description:
          'Values are merged by key: each key sent replaces every entry of the section under that key (a list key such as ' +
          'banner `Image` as a whole list, in the order sent); keys not sent stay. Colours (type `color` or a key holding ' +
          '"Color") must be plain CSS colours; links (`url`, type `link`) and images must be in-site paths or http(s) ' +
          'addresses (mailto:/tel: for links); control characters are removed. Connecting a catalogue: send `catalogueId` ' +
          'and/or `catalogueSlug`; the server finds the catalogue in the owner\'s business (404 CATALOGUE_NOT_FOUND) and ' +
          `stores both. ${EDIT_RULES}`,
        security: [{ bearerAuth: [] }],
        body: updateSectionBodySchema,
        response: { 200: pageEditAnswerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      let connected = false;
      const pageDetails = await editSection(app, request, request.body.sectionId, async (tx, section, owner) => {
        const edit = await connectCatalogue(tx, owner.businessId, request.body.values);
        connected = edit.connected;
        await saveSectionValues(tx, section, mergeValues(section.values, edit.values), new Date(now()));
      });
      return { message: connected ? PAGE_EDIT_MESSAGES.catalogueConnected : PAGE_EDIT_MESSAGES.updated, pageDetails };
    },
  );
};
