import { and, asc, eq } from 'drizzle-orm';
import type { PageAnswer, Section } from '../contracts';
import type { Database } from '../db/client';
import { businesses, fixedSections, installedWidgets, pages, pageSections } from '../db/schema';

export type BusinessRow = typeof businesses.$inferSelect;
type SectionRow = Pick<typeof pageSections.$inferSelect, 'id' | 'name' | 'status' | 'viewMode' | 'indexPosition' | 'values'>;

/** Host labels that carry no site name: the API serves the default site for them. */
export const NON_SITE_LABELS = new Set(['localhost', 'www', '127']);

/**
 * Canonical form of a page route: path only (query and hash dropped), lower case, one leading slash,
 * no trailing slash, so `/Products/?catalogue=x` finds `/products`.
 */
export function normalizeRoute(raw: string): string {
  const path = (raw.split(/[?#]/)[0] ?? '').trim().toLowerCase();
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

export async function findBusinessBySubdomain(db: Database, subdomain: string): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.subdomain, subdomain.toLowerCase())).limit(1);
  return row;
}

/** The business a host label names, or the default site for labels such as `localhost`. */
export async function resolveSite(db: Database, subdomain: string, defaultSubdomain: string): Promise<BusinessRow | undefined> {
  const label = subdomain.toLowerCase();
  const business = await findBusinessBySubdomain(db, label);
  if (business || !NON_SITE_LABELS.has(label)) return business;
  return findBusinessBySubdomain(db, defaultSubdomain);
}

/** A stored section in the wire shape of the page answer. */
export const toSection = (row: SectionRow): Section => ({
  _id: row.id,
  name: row.name,
  status: row.status,
  viewMode: row.viewMode,
  indexPosition: row.indexPosition,
  values: row.values,
});

const visibleIn = (viewMode: 'desktop' | 'mobile' | undefined) => (section: Section) =>
  viewMode === undefined || (section.status === 'show' && (section.viewMode === 'both' || section.viewMode === viewMode));

/**
 * A site's published page at a route, with the site-wide parts the shell lays out around it.
 * Undefined when the site has no published page there.
 */
export async function loadPublishedPage(
  db: Database,
  business: BusinessRow,
  customRoute: string,
  viewMode: 'desktop' | 'mobile' | undefined,
): Promise<PageAnswer | undefined> {
  const route = normalizeRoute(customRoute);
  const published = and(eq(pages.businessId, business.id), eq(pages.status, 'published'));
  const [page] = await db.select().from(pages).where(and(published, eq(pages.customRoute, route))).limit(1);
  if (!page) return undefined;

  const sectionRows = await db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.businessId, business.id), eq(pageSections.pageId, page.id)))
    .orderBy(asc(pageSections.indexPosition), asc(pageSections.id));
  const fixedRows = await db.select().from(fixedSections).where(eq(fixedSections.businessId, business.id));
  const widgetRows = await db.select().from(installedWidgets).where(eq(installedWidgets.businessId, business.id));
  const siteRows = await db
    .select({ keyValue: pages.keyValue, customRoute: pages.customRoute, title: pages.title })
    .from(pages)
    .where(published)
    .orderBy(asc(pages.position), asc(pages.customRoute));

  const fixed = (kind: 'header' | 'footer' | 'mobileFooter') => {
    const row = fixedRows.find((r) => r.kind === kind);
    return row ? toSection(row) : null;
  };

  return {
    message: 'success',
    websitePage: {
      _id: page.id,
      accountTypeId: business.id,
      keyValue: page.keyValue,
      customRoute: page.customRoute,
      title: page.title,
      description: page.description,
      templateId: business.templateSlug ? { slug: business.templateSlug } : null,
      colorPalette: page.colorPalette,
      sections: sectionRows.map(toSection).filter(visibleIn(viewMode)),
    },
    logo: business.logo,
    businessName: business.name,
    isPremium: business.isPremium,
    installedWidgets: widgetRows.map((w) => ({
      _id: w.id,
      type: w.type,
      allowedAllActions: w.allowedAllActions,
      settings: w.settings,
    })),
    headerSection: fixed('header'),
    footerSection: fixed('footer'),
    mobFooterSection: fixed('mobileFooter'),
    pages: siteRows,
  };
}
