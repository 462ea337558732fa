import type { Database } from '../db/client';
import { uploads } from '../db/schema';

export type NewUpload = typeof uploads.$inferInsert;

/** Records a stored file; the row names where it lies (`storageKey`) and how it is served (`url`). */
export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}
