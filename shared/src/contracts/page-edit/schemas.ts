import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { SECTION_STATUSES, sectionValueSchema, type SectionValue } from '../section/schemas';
import { websitePageSchema } from '../page/schemas';
import { clean, sectionValueProblem } from './values';
export * from './values';

/** One value as the owner sends it: the section value contract, control characters removed, links and colours checked. */
export const editedSectionValueSchema = sectionValueSchema
  .transform((entry) => ({ ...entry, value: clean(entry.value) ?? '', label: clean(entry.label), url: entry.url?.trim() }))
  .transform((entry) => Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as SectionValue)
  .superRefine((entry, ctx) => {
    const problem = sectionValueProblem(entry);
    if (problem) ctx.addIssue({ code: 'custom', message: `${entry.key}: ${problem}` });
  });

/**
 * update_page_section_data. `values` are merged by key: every key sent replaces all of the section's
 * entries under that key (a list key such as banner `Image` is replaced as a whole list, in the order
 * sent); keys not sent stay as they are. `catalogueId` / `catalogueSlug` connect a catalogue: the
 * server resolves either one within the owner's business and stores both.
 */
export const updateSectionBodySchema = z
  .object({
    sectionId: idSchema,
    values: z.array(editedSectionValueSchema).min(1).max(200),
  })
  .strict();
export type UpdateSectionBody = z.input<typeof updateSectionBodySchema>;

/** duplicate_website_page_section: the copy goes right after the original. */
export const duplicateSectionBodySchema = z.object({ sectionId: idSchema, pageId: idSchema, accountTypeId: idSchema }).strict();
export type DuplicateSectionBody = z.input<typeof duplicateSectionBodySchema>;

export const sectionStatusBodySchema = z.object({ sectionId: idSchema, status: z.enum(SECTION_STATUSES) }).strict();
export type SectionStatusBody = z.input<typeof sectionStatusBodySchema>;

export const removeSectionBodySchema = z.object({ sectionId: idSchema }).strict();
export type RemoveSectionBody = z.input<typeof removeSectionBodySchema>;

/**
 * Answer of every section action: a message to show and the page as it now is (the same `websitePage`
 * shape as the page answer, every section included, hidden ones too), which replaces the page on screen.
 */
export const pageEditAnswerSchema = z.object({ message: z.string(), pageDetails: websitePageSchema });
export type PageEditAnswer = z.infer<typeof pageEditAnswerSchema>;
