import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businesses, owners } from '../db/schema';

/** A website owner with the site they own. */
export interface OwnerAccount {
  id: string;
  businessId: string;
  name: string;
  email: string;
  passwordHash: string;
  subdomain: string;
  /** False until a signed-up owner opens the confirmation link. */
  emailConfirmed: boolean;
}

const ownerColumns = {
  id: owners.id,
  businessId: owners.businessId,
  name: owners.name,
  email: owners.email,
  passwordHash: owners.passwordHash,
  emailConfirmed: owners.emailConfirmed,
  subdomain: businesses.subdomain,
};

/**
 * Owners with this e-mail (lower-cased), oldest first; only the given business's when `businessId` is
 * set. One e-mail may own several sites, so this is a list.
 */
export async function findOwnersByEmail(db: Database, email: string, businessId?: string): Promise<OwnerAccount[]> {
  const byEmail = eq(owners.email, email.toLowerCase());
  return db
    .select(ownerColumns)
    .from(owners)
    .innerJoin(businesses, eq(businesses.id, owners.businessId))
    .where(businessId ? and(byEmail, eq(owners.businessId, businessId)) : byEmail)
    .orderBy(asc(owners.createdAt), asc(owners.id));
}

/** The owner an access token names: same id and same business, or undefined. */
export async function findOwner(db: Database, ownerId: string, businessId: string): Promise<OwnerAccount | undefined> {
  const [row] = await db
    .select(ownerColumns)
    .from(owners)
    .innerJoin(businesses, eq(businesses.id, owners.businessId))
    .where(and(eq(owners.id, ownerId), eq(owners.businessId, businessId)))
    .limit(1);
  return row;
}
