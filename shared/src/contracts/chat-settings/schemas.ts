import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { CHAT_SETTINGS_LIMITS as L, CHAT_SETTINGS_MESSAGES as M, THEME_COLOR_PATTERN, TOPIC_TEMPLATES } from './values';

export * from './values';

const text = (max: number) => z.string().trim().max(max);
const name = text(L.topicNameMax).min(1, M.required);
const pricePaise = z.number().int('must be whole paise').min(0).max(L.topicPriceMaxPaise).nullable();
const image = z.string().trim().max(500).nullable();
const templateKeys = TOPIC_TEMPLATES.map((t) => t.key) as [string, ...string[]];

/** A topic the owner typed: sends its quick reply (or opens a chat) when a customer picks it. */
const customTopic = z
  .object({ type: z.literal('custom'), name, description: text(L.topicDescriptionMax), quickReply: text(L.quickReplyMax), pricePaise, image })
  .strict();
/** One of the business's catalogues, browsed in the chat; its kind (product or service) is the catalogue's. */
const catalogueTopic = z.object({ type: z.literal('catalogue'), catalogueId: idSchema, name, description: text(L.topicDescriptionMax), image }).strict();
/** A card of TOPIC_TEMPLATES the customer sends as it is. */
const templateTopic = z
  .object({ type: z.literal('template'), templateKey: z.enum(templateKeys), name, description: text(L.topicDescriptionMax), pricePaise, image })
  .strict();

export const editableTopicSchema = z.discriminatedUnion('type', [customTopic, catalogueTopic, templateTopic]);
export type EditableTopic = z.infer<typeof editableTopicSchema>;

/** A theme colour, stored upper case as `#RRGGBB`. */
export const themeColorSchema = z
  .string()
  .trim()
  .regex(THEME_COLOR_PATTERN, M.themeColor)
  .transform((value) => {
    const hex = value.slice(1);
    return `#${(hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex).toUpperCase()}`;
  });

/** Everything the owner saves, topics in the order the widget lists them. */
export const saveChatSettingsBodySchema = z
  .object({
    headerTitle: text(L.headerTitleMax).min(1, M.required),
    themeColor: themeColorSchema,
    /** The spec's allowedAllActions: the chat shows on the site (and its socket runs) only when on. */
    enabled: z.boolean(),
    topics: z
      .array(editableTopicSchema)
      .max(L.topicsMax)
      .superRefine((topics, ctx) => {
        // a customer's pick names its topic by name (quick replies, cards): two of one name would be one topic
        const seen = new Set<string>();
        topics.forEach((topic, index) => {
          const key = topic.name.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: M.duplicateName });
          seen.add(key);
        });
      }),
  })
  .strict();
export type SaveChatSettingsBody = z.input<typeof saveChatSettingsBodySchema>;

export const chatSettingsSchema = z.object({
  headerTitle: z.string(),
  themeColor: z.string(),
  enabled: z.boolean(),
  topics: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('custom'), name: z.string(), description: z.string(), quickReply: z.string(), pricePaise: z.number().nullable(), image: z.string().nullable() }),
      z.object({ type: z.literal('catalogue'), catalogueId: z.string(), name: z.string(), description: z.string(), image: z.string().nullable() }),
      z.object({ type: z.literal('template'), templateKey: z.string(), name: z.string(), description: z.string(), pricePaise: z.number().nullable(), image: z.string().nullable() }),
    ]),
  ),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const chatSettingsAnswerSchema = z.object({
  message: z.string(),
  data: chatSettingsSchema,
  /** The business's catalogues, to add one as a topic. */
  catalogues: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(['product', 'service']), image: z.string().nullable() })),
  templates: z.array(z.object({ key: z.string(), name: z.string(), description: z.string() })),
});
export type ChatSettingsAnswer = z.infer<typeof chatSettingsAnswerSchema>;
