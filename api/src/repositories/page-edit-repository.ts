import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { SectionValue, WebsitePage } from '../contracts';
import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { businesses, catalogues, pages, pageSections } from '../db/schema';
import { slugOrId } from './catalogue-repository';
import { toSection } from './page-repository';

export type SectionRow = typeof pageSections.$inferSelect;
/** A transaction or the database: the queries below run in either. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** A section by id, whatever business it belongs to (the route decides who may touch it). */
export async function findSection(db: Db, sectionId: string): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(pageSections).where(eq(pageSections.id, sectionId)).limit(1);
  return row;
}

/**
 * Takes the page's row lock, so edits of one page run one after another (two duplicates at once must not
 * give two sections the same indexPosition). PGlite has one connection; the lock matters on PostgreSQL.
 */
export async function lockPage(db: Db, pageId: string): Promise<void> {
  await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for('update');
}

/**
 * The page as edit mode sees it: the `websitePage` of the page answer with every section, hidden ones
 * included, ordered by indexPosition. Undefined when the page is not the business's.
 */
export async function loadWebsitePage(db: Db, businessId: string, pageId: string): Promise<WebsitePage | undefined> {
  const [row] = await db
    .select({ page: pages, templateSlug: businesses.templateSlug })
    .from(pages)
    .innerJoin(businesses, eq(businesses.id, pages.businessId))
    .where(and(eq(pages.id, pageId), eq(pages.businessId, businessId)))
    .limit(1);
  if (!row) return undefined;
  const sections = await db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.businessId, businessId), eq(pageSections.pageId, pageId)))
    .orderBy(asc(pageSections.indexPosition), asc(pageSections.id));
  return {
    _id: row.page.id,
    accountTypeId: businessId,
    keyValue: row.page.keyValue,
    customRoute: row.page.customRoute,
    title: row.page.title,
    description: row.page.description,
    templateId: row.templateSlug ? { slug: row.templateSlug } : null,
    colorPalette: row.page.colorPalette,
    sections: sections.map(toSection),
  };
}

/**
 * Merges edited values into a section's by key: each key present in `edited` replaces every entry under
 * that key (lists as a whole, in the order sent), at the place the key first appeared; new keys go at the
 * end; keys not sent are kept.
 */
export function mergeValues(current: readonly SectionValue[], edited: readonly SectionValue[]): SectionValue[] {
  const byKey = new Map<string, SectionValue[]>();
  for (const entry of edited) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const merged: SectionValue[] = [];
  const placed = new Set<string>();
  for (const entry of current) {
    const replacement = byKey.get(entry.key);
    if (!replacement) merged.push(entry);
    else if (!placed.has(entry.key)) {
      merged.push(...replacement);
      placed.add(entry.key);
    }
  }
  for (const [key, entries] of byKey) if (!placed.has(key)) merged.push(...entries);
  return merged;
}

export async function saveSectionValues(db: Db, section: SectionRow, values: SectionValue[], now: Date): Promise<void> {
  await db.update(pageSections).set({ values, updatedAt: now }).where(eq(pageSections.id, section.id));
}

export async function setSectionStatus(db: Db, section: SectionRow, status: 'show' | 'hide', now: Date): Promise<void> {
  await db.update(pageSections).set({ status, updatedAt: now }).where(eq(pageSections.id, section.id));
}

export async function deleteSection(db: Db, section: SectionRow): Promise<void> {
  await db.delete(pageSections).where(eq(pageSections.id, section.id));
}

/** Copies a section right after itself: the sections behind it move one place down. Answers the copy's id. */
export async function duplicateSection(db: Db, section: SectionRow, now: Date): Promise<string> {
  const samePage = and(eq(pageSections.businessId, section.businessId), eq(pageSections.pageId, section.pageId));
  await db
    .update(pageSections)
    .set({ indexPosition: sql`${pageSections.indexPosition} + 1` })
    .where(and(samePage, gt(pageSections.indexPosition, section.indexPosition)));
  const id = newId(now);
  await db.insert(pageSections).values({
    id,
    businessId: section.businessId,
    pageId: section.pageId,
    name: section.name,
    status: section.status,
    viewMode: section.viewMode,
    indexPosition: section.indexPosition + 1,
    values: section.values,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** A catalogue of the business by id or slug (any status: the owner may connect a draft and publish it later). */
export async function findCatalogue(db: Db, businessId: string, idOrSlug: string): Promise<{ id: string; slug: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: catalogues.id, slug: catalogues.slug, name: catalogues.name })
    .from(catalogues)
    .where(and(eq(catalogues.businessId, businessId), slugOrId(catalogues, idOrSlug)))
    .limit(1);
  return row;
}
