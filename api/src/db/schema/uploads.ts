import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { createdAt, id } from './columns';
import { customers } from './customers';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** A stored file (chat attachment, catalogue image); `url` is relative (`/uploads/...`). */
export const uploads = pgTable(
  'uploads',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** chat-widget/images, chat-widget/document, catalogue, ... */
    folder: text('folder').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    url: text('url').notNull(),
    /**
     * The address of an owner image's sharp rendition (`/uploads/<subdomain>/images/<hash>-<W>x<H>.jpg`), what
     * pages and products show; null for files that have none. Recorded so a product can be given only
     * images of its own business's uploads.
     */
    renditionUrl: text('rendition_url'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_business_idx').on(t.businessId, t.createdAt)],
);

/** Messages sent through a site's contact-us form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code').notNull().default('+91'),
    contact: text('contact').notNull(),
    subject: text('subject'),
    /** The message as the form sent it (an HTML card in the spec). */
    messageContent: text('message_content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_business_idx').on(t.businessId, t.createdAt)],
);
