import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { SECTION_STATUSES, VIEW_MODES, SECTION_VALUE_TYPES } from './values';
export * from './values';

/**
 * One key/value entry of a section. Lists (menu items, social links, banners, cards) are the same key
 * repeated with `allowToAddMultiple: true`; `url` carries a link target, `label` an item's caption or
 * alternative text, `status` a single list item's visibility (banners show only when `show`).
 */
export const sectionValueSchema = z.object({
  key: z.string().min(1).max(100),
  value: z.string().max(20_000),
  type: z.enum(SECTION_VALUE_TYPES).optional(),
  url: z.string().max(2_000).optional(),
  label: z.string().max(500).optional(),
  icon: z.string().max(100).optional(),
  status: z.enum(SECTION_STATUSES).optional(),
  allowToAddMultiple: z.boolean().optional(),
});
export type SectionValue = z.infer<typeof sectionValueSchema>;

export const sectionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(SECTION_STATUSES),
  viewMode: z.enum(VIEW_MODES),
  indexPosition: z.number().int(),
  values: z.array(sectionValueSchema),
});
export type Section = z.infer<typeof sectionSchema>;
export type ViewMode = (typeof VIEW_MODES)[number];
