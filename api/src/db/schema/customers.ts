import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, owners } from './business';
import { createdAt, id, updatedAt } from './columns';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** A shopper identified by a phone number confirmed with a one-time code; one row per business. */
export const customers = pgTable(
  'customers',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    countryCode: text('country_code').notNull().default('+91'),
    /** Digits only, at most 15. */
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customers_business_phone_uq').on(t.businessId, t.countryCode, t.phoneNumber)],
);

/** One-time phone codes; only a hash of the code is kept. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('login_codes_phone_idx').on(t.businessId, t.countryCode, t.phoneNumber, t.createdAt)],
);

/** Refresh-token sessions of customers and owners; the token itself is never stored, only its hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: id().primaryKey(),
    /**
     * The login this row descends from: the first row's id, carried by every row rotated from it (and by
     * the access tokens it issues, as `sid`). Logout and reuse detection end a whole family.
     */
    familyId: id('family_id').notNull(),
    businessId: businessId(),
    subjectType: text('subject_type', { enum: ['customer', 'owner'] }).notNull(),
    customerId: id('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ownerId: id('owner_id').references(() => owners.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_uq').on(t.refreshTokenHash),
    index('sessions_customer_idx').on(t.businessId, t.customerId),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/** Delivery addresses of a customer (Indian style: pincode, state). */
export const addresses = pgTable(
  'addresses',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['home', 'work', 'other'] }).notNull().default('home'),
    /** The spec's address `name`: a label such as "Home" or "Mum's place". */
    label: text('label').notNull().default(''),
    fullName: text('full_name').notNull(),
    countryCode: text('country_code').notNull().default('+91'),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.businessId, t.customerId)],
);
