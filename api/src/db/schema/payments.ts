import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './business';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { orders } from './orders';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** Public part of a manual integration: the options the payment sheet lists and their details. */
export type ManualPaymentConfig = {
  options: { key: 'qrCode' | 'upi' | 'phone'; label: string; description: string; icon: string }[];
  details: {
    qrCode: string | null;
    qrCodeAccountName: string | null;
    upiId: string | null;
    upiAccountName: string | null;
    phoneNumber: string | null;
    phoneNumberAccountName: string | null;
  };
};

/** A way a business takes payment: a manual sheet (QR, UPI, phone) or an online gateway. */
export const paymentIntegrations = pgTable(
  'payment_integrations',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    type: text('type', { enum: ['manual', 'online'] }).notNull(),
    /** manual, razorpay-sandbox (local gateway speaking Razorpay's protocol) or razorpay. */
    provider: text('provider', { enum: ['manual', 'razorpay-sandbox', 'razorpay'] }).notNull(),
    name: text('name').notNull(),
    testMode: boolean('test_mode').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Safe to show customers (manual options, gateway key id). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    /** Never sent to a client (gateway key secret, webhook secret). */
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_integrations_business_idx').on(t.businessId)],
);

/** One attempt to pay an order online; verified by the gateway's signature. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    integrationId: id('integration_id').notNull().references(() => paymentIntegrations.id, { onDelete: 'restrict' }),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    signature: text('signature'),
    status: text('status', { enum: ['created', 'paid', 'failed'] }).notNull().default('created'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_gateway_order_uq').on(t.gatewayOrderId),
    index('payment_attempts_order_idx').on(t.businessId, t.orderId),
  ],
);
