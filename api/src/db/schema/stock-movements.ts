import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { products } from './catalogue';
import { id } from './columns';

/**
 * Every change of a product's or variant's stock: who made it (the owner, or null for the shop itself)
 * and why. `resulting_stock` is the count after the change, so the history reads without sums.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id().primaryKey(),
    businessId: id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
    productId: id('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variantId: id('variant_id'),
    /** The order that took or gave back the units (reasons order, cancel, expiry, refused). */
    orderId: id('order_id'),
    delta: integer('delta').notNull(),
    resultingStock: integer('resulting_stock').notNull(),
    reason: text('reason', { enum: ['manual', 'order', 'cancel', 'expiry', 'refused'] }).notNull(),
    actorId: id('actor_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.businessId, t.productId, t.at)],
);
