import { and, eq } from 'drizzle-orm';
import type { ChatTopic } from '../contracts';
import type { Database } from '../db/client';
import { businesses, installedWidgets } from '../db/schema';

/** The topics of a business's chat widget (none when the widget is not installed). */
export async function widgetTopics(db: Database, businessId: string): Promise<ChatTopic[]> {
  const [row] = await db
    .select({ settings: installedWidgets.settings })
    .from(installedWidgets)
    .where(and(eq(installedWidgets.businessId, businessId), eq(installedWidgets.type, 'chatWidget')))
    .limit(1);
  return row?.settings.topics ?? [];
}

/** A topic of the business's widget by its exact name (what the customer picked), or undefined. */
export async function findWidgetTopic(db: Database, businessId: string, name: string): Promise<ChatTopic | undefined> {
  return (await widgetTopics(db, businessId)).find((topic) => topic.name === name);
}

/** The site label of a business (its uploads live under `/uploads/<subdomain>/`). */
export async function businessSubdomain(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db.select({ subdomain: businesses.subdomain }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.subdomain;
}
