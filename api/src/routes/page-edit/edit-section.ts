import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebsitePage } from '../../contracts';
import { AUTH_ERRORS, ownerOf, type OwnerIdentity } from '../../auth/auth-plugin';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { findSection, loadWebsitePage, lockPage, type SectionRow } from '../../repositories/page-edit-repository';

/** Runs inside the edit's transaction with the section as it is once its page is locked. */
export type SectionAction = (tx: Database, section: SectionRow, owner: OwnerIdentity) => Promise<void>;

/**
 * The shape every section action shares: the caller is the owner of the section's business (403
 * FORBIDDEN otherwise, 404 SECTION_NOT_FOUND for no such section), the page is locked, the action runs,
 * and the page comes back as edit mode shows it, all in one transaction: a refused action changes nothing.
 */
export async function editSection(app: FastifyInstance, request: FastifyRequest, sectionId: string, action: SectionAction): Promise<WebsitePage> {
  const owner = ownerOf(request);
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await findSection(tx, sectionId);
    if (!found) throw AppError.notFound('SECTION_NOT_FOUND', 'Section not found');
    if (found.businessId !== owner.businessId) throw AUTH_ERRORS.forbidden();
    await lockPage(tx, found.pageId);
    // read again under the lock: a concurrent edit may have moved or removed it
    const section = await findSection(tx, sectionId);
    if (!section) throw AppError.notFound('SECTION_NOT_FOUND', 'Section not found');
    await action(tx, section, owner);
    const page = await loadWebsitePage(tx, owner.businessId, section.pageId);
    if (!page) throw AppError.notFound('PAGE_NOT_FOUND', 'Page not found');
    return page;
  });
}

/** The OpenAPI words every section action shares. */
export const EDIT_RULES =
  'Owner only: bearer token of the site\'s owner (role `user`). 401 NO_TOKEN / TOKEN_EXPIRED / TOKEN_INVALID / USER_NOT_FOUND ' +
  'without a valid token; 403 FORBIDDEN "You do not have permission to edit this website" for a customer token or another ' +
  'business\'s owner; 404 SECTION_NOT_FOUND. Answers `{ message, pageDetails }`: pageDetails is the page\'s `websitePage` ' +
  '(the page answer\'s shape) with every section, hidden ones included.';
