import { char, customType, timestamp } from 'drizzle-orm/pg-core';

/** Every id is 24 hex characters (a Mongo-style ObjectId: 4 bytes of seconds, 8 random bytes). */
export const id = (name = 'id') => char(name, { length: 24 });

/** Money column: integer paise. The API speaks rupees; conversion lives in `db/money.ts`. */
export { integer as paise } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** PostgreSQL full-text document; drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
