import { and, asc, eq } from 'drizzle-orm';
import { fromPaise, toPaise } from 'shared/rules';
import type { ChatSettings, ChatTopic, ChatWidgetSettings } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { catalogues, installedWidgets } from '../db/schema';

const chatWidgetOf = (businessId: string) => and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget'));

/** The business's widget row, or undefined when it has none installed. */
export async function readChatWidget(db: Database, businessId: string) {
  const [row] = await db.select().from(installedWidgets).where(chatWidgetOf(businessId)).limit(1);
  return row;
}

export interface CatalogueChoice {
  id: string;
  name: string;
  type: 'product' | 'service';
  image: string | null;
}

/** The business's catalogues, in their menu order: what the owner can add as a topic. */
export async function catalogueChoices(db: Database, businessId: string): Promise<CatalogueChoice[]> {
  return db
    .select({ id: catalogues.id, name: catalogues.name, type: catalogues.type, image: catalogues.image })
    .from(catalogues)
    .where(eq(catalogues.businessId, businessId))
    .orderBy(asc(catalogues.position), asc(catalogues.name));
}

/** Rupees on the widget's wire (the spec's `price`), paise in the owner's form. */
const paiseOf = (rupees: number | null) => (rupees === null ? null : toPaise(rupees));
export const toRupees = (paise: number | null) => (paise === null ? null : fromPaise(paise));

/** The stored topic as the owner's form edits it. */
export function editableTopic(topic: ChatTopic): ChatSettings['topics'][number] {
  const base = { name: topic.name, description: topic.description, image: topic.image };
  if (topic.type === 'catalogue') return { type: 'catalogue', catalogueId: topic.catalogueId ?? '', ...base };
  if (topic.type === 'template') return { type: 'template', templateKey: topic.templateKey ?? '', pricePaise: paiseOf(topic.price), ...base };
  return { type: 'custom', quickReply: topic.quickReply ?? '', pricePaise: paiseOf(topic.price), ...base };
}

/** Saves the widget's look and topics; its payment settings stay. A site without a widget gets one. */
export async function saveChatWidget(
  db: Database,
  businessId: string,
  input: { headerTitle: string; themeColor: string; enabled: boolean; topics: ChatTopic[] },
  now: Date,
): Promise<void> {
  const current = await readChatWidget(db, businessId);
  const settings: ChatWidgetSettings = {
    themeColor: input.themeColor,
    headerTitle: input.headerTitle,
    topics: input.topics,
    payment: current?.settings.payment ?? { isEnabled: false, selectedGatewayId: null },
  };
  if (current) {
    await db.update(installedWidgets).set({ settings, allowedAllActions: input.enabled, updatedAt: now }).where(chatWidgetOf(businessId));
  } else {
    await db.insert(installedWidgets).values({ id: newId(now), businessId, type: 'chatWidget', allowedAllActions: input.enabled, settings });
  }
}
