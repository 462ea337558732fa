import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { createdAt, id } from './columns';
import { customers } from './customers';
import { orders } from './orders';

/**
 * Phone codes confirming cash on delivery of one order: like login codes (only a keyed hash, a few tries,
 * minutes of life), but each belongs to its order and customer, so a code confirms that order alone.
 */
export const codCodes = pgTable(
  'cod_codes',
  {
    id: id().primaryKey(),
    businessId: id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('cod_codes_order_idx').on(t.businessId, t.orderId, t.createdAt)],
);
