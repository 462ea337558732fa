import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { OpenInterval } from 'shared/rules';
import { businesses } from './business';
import { id } from './columns';

/**
 * A business's opening hours and away message (one row a business; none until the owner saves). The
 * week is seven days, Monday first, of wall-clock intervals in `time_zone`.
 */
export const businessHours = pgTable('business_hours', {
  businessId: id('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Off: the widget never says the business is away. */
  enabled: boolean('enabled').notNull().default(false),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  week: jsonb('week').$type<OpenInterval[][]>().notNull(),
  awayMessage: text('away_message').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
