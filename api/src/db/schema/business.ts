import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * A business and its website. `id` is the `accountTypeId` of the wire format: every other row
 * belongs to exactly one business and every query is scoped by it.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: id().primaryKey(),
    /** First label of the site's host name (`demo.localhost` → `demo`), stored lower-case. */
    subdomain: text('subdomain').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Renderer family of the site (the spec's `templateId.slug`), e.g. `e-commerce-catalogue`. */
    templateSlug: text('template_slug'),
    /**
     * A host name of the business's own (`shop.example.in`), lower-case, served as its site besides the
     * subdomain; null when it has none. Unique: one domain names one business.
     */
    customDomain: text('custom_domain'),
    /**
     * The business profile (the owner's settings page). The site shows the contact details from the footer's
     * `Contact - …` entries, which saving the profile writes; these columns are what the owner typed, and the
     * GSTIN is kept for invoices. Null until the owner first saves the profile.
     */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    addressLine: text('address_line'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    /** Upper case, checked with its check character (shared/src/rules/business/gstin.ts). */
    gstin: text('gstin'),
    /** Minutes an unpaid order holds its stock when the business takes payment online only (see jobs/expire-unpaid-orders.ts). */
    onlinePaymentExpiryMinutes: integer('online_payment_expiry_minutes').notNull().default(30),
    /** Minutes an unpaid order holds its stock when it may be paid by UPI to the business (manual), 48 hours by default. */
    manualPaymentExpiryMinutes: integer('manual_payment_expiry_minutes').notNull().default(2880),
    /** The business offers cash on delivery, for orders of at most `codLimitPaise` (api/src/routes/cash-on-delivery). */
    codEnabled: boolean('cod_enabled').notNull().default(false),
    codLimitPaise: integer('cod_limit_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('businesses_subdomain_uq').on(t.subdomain), uniqueIndex('businesses_custom_domain_uq').on(t.customDomain)],
);

/** Website owners (edit mode). A separate role from customers, with its own login. */
export const owners = pgTable(
  'owners',
  {
    id: id().primaryKey(),
    businessId: id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** `scrypt$N$r$p$salt$hash` (node:crypto scrypt), never the password itself. */
    passwordHash: text('password_hash').notNull(),
    /** False from sign-up until the owner opens the confirmation link; such an owner cannot log in. */
    emailConfirmed: boolean('email_confirmed').notNull().default(true),
    /** SHA-256 (hex) of the confirmation link's token while one is outstanding; the token itself is never stored. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owners_business_email_uq').on(t.businessId, t.email),
    index('owners_email_idx').on(t.email),
    uniqueIndex('owners_confirmation_token_uq').on(t.confirmationTokenHash),
  ],
);
