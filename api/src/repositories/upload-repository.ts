import { and, eq, gt, sql } from 'drizzle-orm';
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

/** Bytes a customer of a business has stored since `since` (their upload rows still held). */
export async function customerUploadedBytesSince(db: Database, owner: { businessId: string; customerId: string }, since: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${uploads.sizeBytes})` })
    .from(uploads)
    .where(and(eq(uploads.businessId, owner.businessId), eq(uploads.customerId, owner.customerId), gt(uploads.createdAt, since)));
  return Number(row?.bytes ?? 0);
}
