import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { sectionSchema } from '../section/schemas';
import { PAGE_TYPES } from './values';
export * from './values';

export type PageType = (typeof PAGE_TYPES)[number];

export const colorPaletteSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  background: z.string(),
  text: z.string(),
});
export type ColorPalette = z.infer<typeof colorPaletteSchema>;

export const websitePageSchema = z.object({
  _id: idSchema,
  accountTypeId: idSchema,
  /** The page type key; the shell picks the renderer from it. Unknown keys show 'Content Not Available'. */
  keyValue: z.string(),
  customRoute: z.string(),
  title: z.string(),
  description: z.string(),
  templateId: z.object({ slug: z.string() }).nullable(),
  colorPalette: colorPaletteSchema,
  sections: z.array(sectionSchema),
});
export type WebsitePage = z.infer<typeof websitePageSchema>;

export const chatTopicSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  price: z.number().nullable(),
  type: z.enum(['custom', 'catalogue', 'template']),
  templateKey: z.string().nullable(),
  quickReply: z.string().nullable(),
  catalogueType: z.enum(['product', 'service']).nullable(),
  catalogueId: idSchema.nullable(),
});
export type ChatTopic = z.infer<typeof chatTopicSchema>;

export const chatWidgetSettingsSchema = z.object({
  themeColor: z.string(),
  headerTitle: z.string(),
  topics: z.array(chatTopicSchema),
  payment: z.object({ isEnabled: z.boolean(), selectedGatewayId: idSchema.nullable() }),
});
export type ChatWidgetSettings = z.infer<typeof chatWidgetSettingsSchema>;

export const installedWidgetSchema = z.object({
  _id: idSchema,
  type: z.literal('chatWidget'),
  allowedAllActions: z.boolean(),
  settings: chatWidgetSettingsSchema,
});
export type InstalledWidget = z.infer<typeof installedWidgetSchema>;

export const pageQuerySchema = z
  .object({
    subdomain: z.string().trim().min(1).max(63).regex(/^[a-z0-9-]+$/i, 'subdomain may hold letters, digits and hyphens'),
    customRoute: z.string().trim().max(200).default('/'),
    /**
     * Optional: keep only the sections a visitor sees in this layout (status show, viewMode both or
     * this one). Without it every section comes back, hidden ones included, for edit mode.
     */
    viewMode: z.enum(['desktop', 'mobile']).optional(),
  })
  .strict();
export type PageQuery = z.input<typeof pageQuerySchema>;

/** Answer of get_published_website_specific_page. */
export const pageAnswerSchema = z.object({
  message: z.literal('success'),
  websitePage: websitePageSchema,
  logo: z.string().nullable(),
  businessName: z.string(),
  isPremium: z.boolean(),
  installedWidgets: z.array(installedWidgetSchema),
  headerSection: sectionSchema.nullable(),
  footerSection: sectionSchema.nullable(),
  mobFooterSection: sectionSchema.nullable(),
  /** Every published page of the site: the shell's navigation and the sitemap read it. */
  pages: z.array(z.object({ keyValue: z.string(), customRoute: z.string(), title: z.string() })),
});
export type PageAnswer = z.infer<typeof pageAnswerSchema>;
