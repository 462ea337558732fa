import { and, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ATTACHMENT_FOLDERS } from '../contracts';
import type { Database } from '../db/client';
import {
  businesses,
  catalogues,
  categories,
  fixedSections,
  installedWidgets,
  messages,
  orders,
  pages,
  pageSections,
  paymentIntegrations,
  products,
  servicePackages,
  uploads,
} from '../db/schema';
import type { FileStorage } from '../uploads/file-storage';

/**
 * How long an attachment may wait for the message that uses it: a day. The widget sends the message
 * right after the upload answers, so anything older that no message names was stored and never used.
 */
export const UNREFERENCED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1_000;

/** Rows removed per statement: a backlog is cleared in several short transactions, not one long one. */
const BATCH = 200;

/** The uploads this job may remove: chat attachments (customers' and the inbox's), never an owner's page images. */
const CLEANED_FOLDERS = Object.values(ATTACHMENT_FOLDERS);

/** A table whose columns can name an upload, and its business column (every reference is looked for in the upload's own business). */
export interface UploadReference {
  table: PgTable;
  business: AnyColumn;
  columns: AnyColumn[];
}

/**
 * Every column that can hold an upload's address, in any form (a `/uploads/...` URL, an absolute URL,
 * the storage key, inside JSON, an array or written HTML): messages and their cards, page and fixed
 * sections, page descriptions, the chat widget's settings, the business logo, catalogue, category and
 * product images, videos and descriptions, package descriptions, payment settings (a QR code) and
 * orders' shipping details. `remove-unreferenced-uploads.test.ts` checks this
 * list against every text and JSON column of the schema, so a new column that could name a file is
 * either added here or stated as unable to.
 */
export const UPLOAD_REFERENCES: UploadReference[] = [
  { table: messages, business: messages.businessId, columns: [messages.message, messages.caption, messages.payload] },
  { table: pageSections, business: pageSections.businessId, columns: [pageSections.values] },
  { table: fixedSections, business: fixedSections.businessId, columns: [fixedSections.values] },
  { table: installedWidgets, business: installedWidgets.businessId, columns: [installedWidgets.settings] },
  { table: businesses, business: businesses.id, columns: [businesses.logo] },
  { table: pages, business: pages.businessId, columns: [pages.description] },
  { table: catalogues, business: catalogues.businessId, columns: [catalogues.image, catalogues.description] },
  { table: categories, business: categories.businessId, columns: [categories.image] },
  { table: products, business: products.businessId, columns: [products.images, products.video, products.description] },
  { table: servicePackages, business: servicePackages.businessId, columns: [servicePackages.description] },
  { table: paymentIntegrations, business: paymentIntegrations.businessId, columns: [paymentIntegrations.config] },
  { table: orders, business: orders.businessId, columns: [orders.shippingDetails] },
];

/**
 * True for an upload some column names. An upload's id is in its storage key and its URL by
 * construction (`<subdomain>/chat-widget/images/<id>.<ext>`) and is a random id nothing else contains,
 * so finding it as text anywhere in a column is a reference, whatever form the address takes there.
 */
function referenced(): SQL {
  const exists = UPLOAD_REFERENCES.map(({ table, business, columns }) => {
    const named = or(...columns.map((column) => sql`strpos(${column}::text, ${uploads.id}::text) > 0`));
    return sql`exists (select 1 from ${table} where ${business} = ${uploads.businessId} and (${named}))`;
  });
  return sql`(${sql.join(exists, sql` or `)})`;
}

export interface RemoveUnreferencedUploadsDeps {
  db: Database;
  fileStorage: FileStorage;
}

export interface RemovedUploads {
  /** Upload rows removed. */
  removed: number;
  /** Storage keys whose rows were removed but whose files the storage failed to remove (left over, never served). */
  filesLeft: string[];
}

/**
 * Removes the chat attachments uploaded more than a day before `now` that no message or other content
 * of their business names: the row first (in one statement that checks the references again, so a
 * message stored meanwhile keeps its file), then the stored file. A file the storage fails to remove
 * is reported, not retried: its row is gone, so nothing serves it. Safe to run in several processes at
 * once (each row is deleted once). `app` itself satisfies the deps: `removeUnreferencedUploads(app, new Date(app.clock()))`.
 */
export async function removeUnreferencedUploads(deps: RemoveUnreferencedUploadsDeps, now: Date): Promise<RemovedUploads> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS);
  const unused = and(lt(uploads.createdAt, cutoff), inArray(uploads.folder, CLEANED_FOLDERS), sql`not ${referenced()}`);
  const result: RemovedUploads = { removed: 0, filesLeft: [] };
  for (;;) {
    const batch = deps.db.select({ id: uploads.id }).from(uploads).where(unused).limit(BATCH);
    const gone = await deps.db
      .delete(uploads)
      .where(and(inArray(uploads.id, batch), unused))
      .returning({ storageKey: uploads.storageKey });
    for (const { storageKey } of gone) {
      try {
        await deps.fileStorage.remove(storageKey);
      } catch {
        result.filesLeft.push(storageKey);
      }
    }
    result.removed += gone.length;
    if (gone.length < BATCH) return result;
  }
}
