import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { products, productVariants, servicePackages } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** A customer's server cart (one per customer). */
export const carts = pgTable(
  'carts',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_customer_uq').on(t.businessId, t.customerId)],
);

/** A line of a cart; the same product, variant and package are one line (quantities add). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    cartId: id('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: id('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['product', 'service'] }).notNull().default('product'),
    variantId: id('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    packageId: id('package_id').references(() => servicePackages.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId, t.position)],
);

/** Chat messages between a customer and the business, persisted before they are emitted. */
export const messages = pgTable(
  'messages',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    /** `user` is the customer, `system` the widget's automatic messages, `business` the owner. */
    sender: text('sender', { enum: ['user', 'system', 'business'] }).notNull(),
    senderId: text('sender_id'),
    type: text('type', { enum: ['text', 'component', 'image', 'file', 'audio'] }).notNull().default('text'),
    message: text('message').notNull().default(''),
    caption: text('caption'),
    contentType: text('content_type'),
    /**
     * A client-made id per message (the composer's, the inbox's): the same id sent twice stores one
     * message, so a retry after a lost answer never doubles a line. NULL for system messages.
     */
    clientMessageId: text('client_message_id'),
    /** Structured content of component messages (topic card, order summary, enquiry). */
    payload: jsonb('payload'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.businessId, t.customerId, t.createdAt),
    // the typical reply time reads a business's customer messages and replies of the last 30 days
    index('messages_reply_times_idx').on(t.businessId, t.createdAt).where(sql`${t.sender} IN ('user', 'business')`),
    // NULLs are distinct, so system messages (no client id) never collide
    uniqueIndex('messages_client_message_uq').on(t.businessId, t.customerId, t.clientMessageId),
  ],
);
