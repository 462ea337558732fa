import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, owners } from './business';
import { createdAt, id } from './columns';

/**
 * What the system tells an owner at the top of the inbox, e.g. that repeated failed logins to the
 * account were stopped. Kept as facts (counts, times), worded when shown.
 */
export const ownerNotices = pgTable(
  'owner_notices',
  {
    id: id().primaryKey(),
    businessId: id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
    ownerId: id('owner_id').notNull().references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['failed-logins-stopped'] }).notNull(),
    /** Failed guesses in the streak that was stopped. */
    failures: integer('failures').notNull(),
    /** Distinct client addresses they came from. */
    addresses: integer('addresses').notNull(),
    /** Until when logins to the account were held. */
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'date' }).notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('owner_notices_owner_idx').on(t.businessId, t.ownerId, t.createdAt)],
);
