import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { businesses, uploads } from '../db/schema';

export type NewUpload = typeof uploads.$inferInsert;

/** Records a stored file; the row names where it lies (`storageKey`) and how it is served (`url`). */
export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** The subdomain of a business (its folder in the storage); undefined when it is gone. */
export async function businessSubdomain(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db.select({ subdomain: businesses.subdomain }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.subdomain;
}
