import type { ChatSettings, ChatSettingsAnswer, SaveChatSettingsBody } from 'shared';
import { fromPaise, toPaise } from 'shared/rules';

type StoredTopic = ChatSettings['topics'][number];

/** A topic as the form holds it: the price as typed (rupees), and a key that stays with it when it moves. */
export type TopicDraft = (
  | { type: 'custom'; quickReply: string; priceText: string }
  | { type: 'catalogue'; catalogueId: string }
  | { type: 'template'; templateKey: string; priceText: string }
) & { key: string; name: string; description: string; image: string | null };

export interface ChatSettingsForm {
  headerTitle: string;
  themeColor: string;
  enabled: boolean;
  topics: TopicDraft[];
}

let nextKey = 0;
const newKey = () => `topic-${(nextKey += 1)}`;

const priceText = (paise: number | null) => (paise === null ? '' : String(fromPaise(paise)));

export function draftOf(topic: StoredTopic): TopicDraft {
  const base = { key: newKey(), name: topic.name, description: topic.description, image: topic.image };
  if (topic.type === 'catalogue') return { ...base, type: 'catalogue', catalogueId: topic.catalogueId };
  if (topic.type === 'template') return { ...base, type: 'template', templateKey: topic.templateKey, priceText: priceText(topic.pricePaise) };
  return { ...base, type: 'custom', quickReply: topic.quickReply, priceText: priceText(topic.pricePaise) };
}

export const formOf = (data: ChatSettings): ChatSettingsForm => ({
  headerTitle: data.headerTitle,
  themeColor: data.themeColor,
  enabled: data.enabled,
  topics: data.topics.map(draftOf),
});

export const newCustomTopic = (): TopicDraft => ({ key: newKey(), type: 'custom', name: '', description: '', quickReply: '', priceText: '', image: null });

export const catalogueTopic = (catalogue: ChatSettingsAnswer['catalogues'][number]): TopicDraft => ({
  key: newKey(),
  type: 'catalogue',
  catalogueId: catalogue.id,
  name: catalogue.name,
  description: '',
  image: null,
});

export const templateTopic = (template: ChatSettingsAnswer['templates'][number]): TopicDraft => ({
  key: newKey(),
  type: 'template',
  templateKey: template.key,
  name: template.name,
  description: template.description,
  priceText: '',
  image: null,
});

/** The list with the topic at `index` moved one place up (-1) or down (+1); the same list at either end. */
export function moveTopic<T>(topics: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= topics.length || to < 0 || to >= topics.length) return [...topics];
  const moved = [...topics];
  const [topic] = moved.splice(index, 1);
  moved.splice(to, 0, topic as T);
  return moved;
}

export const PRICE_MESSAGE = 'Enter a price in rupees, such as 250 or 99.50, or leave it empty';

/** Rupees as typed to paise: '' is no price; anything but a plain amount with at most 2 decimals is undefined. */
export function pricePaiseOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  if (!/^\d+(?:\.\d{1,2})?$/.test(trimmed)) return undefined;
  return toPaise(Number(trimmed));
}

/** The save's body, and the price fields that are not amounts (their paths, as the API names them). */
export function bodyOf(form: ChatSettingsForm): { body: SaveChatSettingsBody; priceErrors: Record<string, string> } {
  const priceErrors: Record<string, string> = {};
  const price = (text: string, index: number) => {
    const paise = pricePaiseOf(text);
    if (paise === undefined) priceErrors[`topics.${index}.pricePaise`] = PRICE_MESSAGE;
    return paise ?? null;
  };
  const topics = form.topics.map((topic, index): SaveChatSettingsBody['topics'][number] => {
    const base = { name: topic.name, description: topic.description, image: topic.image };
    if (topic.type === 'catalogue') return { type: 'catalogue', catalogueId: topic.catalogueId, ...base };
    if (topic.type === 'template') return { type: 'template', templateKey: topic.templateKey, pricePaise: price(topic.priceText, index), ...base };
    return { type: 'custom', quickReply: topic.quickReply, pricePaise: price(topic.priceText, index), ...base };
  });
  return { body: { headerTitle: form.headerTitle, themeColor: form.themeColor, enabled: form.enabled, topics }, priceErrors };
}
