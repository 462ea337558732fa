/** Helpers of the edit-mode route tests: the demo home page as edit mode sees it, and its sections. */
import { asc, eq } from 'drizzle-orm';
import { API_PATHS, type PageAnswer, type Section } from '../../contracts';
import { pageSections } from '../../db/schema';
import type { TestContext } from '../../test/databases';
import { get } from '../../test/fixtures';

/** A site's page with every section (no viewMode: hidden ones too), as the public page answer gives it. */
export async function pageOf(ctx: TestContext, subdomain = 'demo', customRoute = '/') {
  const { status, body } = await get<PageAnswer>(ctx, API_PATHS.page, { subdomain, customRoute });
  if (status !== 200) throw new Error(`page answered ${status}`);
  return body.websitePage;
}

/** The first section of the page with this name (and, optionally, this Title). */
export function sectionNamed(sections: Section[], name: string, title?: string): Section {
  const found = sections.find((s) => s.name === name && (title === undefined || s.values.some((v) => v.key === 'Title' && v.value === title)));
  if (!found) throw new Error(`no section ${name} ${title ?? ''}`);
  return found;
}

/** Every section row of a page, for "nothing changed" comparisons. */
export async function sectionRows(ctx: TestContext, pageId: string) {
  return ctx.db.select().from(pageSections).where(eq(pageSections.pageId, pageId)).orderBy(asc(pageSections.id));
}
