import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_REFUND_STATUSES, REFUND_REASONS } from '../../contracts';
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

/**
 * One attempt to pay an order online (verified by the gateway's signature) or by hand. `voided`: a newer
 * online attempt of the same milestone replaced it, so it can no longer be verified.
 */
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
    status: text('status', { enum: ['created', 'paid', 'failed', 'voided'] }).notNull().default('created'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_attempts_gateway_order_uq').on(t.gatewayOrderId),
    index('payment_attempts_order_idx').on(t.businessId, t.orderId),
  ],
);


/**
 * A payment the gateway captured that paid nothing here (the milestone was already paid, the order could
 * no longer be paid, or the attempt was replaced), kept until the owner refunds it. One per gateway payment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: id('attempt_id').notNull().references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: PAYMENT_REFUND_STATUSES }).notNull().default('to_refund'),
    gatewayRefundId: text('gateway_refund_id'),
    failureReason: text('failure_reason'),
    /** The owner who pressed Refund (the last time). */
    refundedBy: id('refunded_by'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('payment_refunds_gateway_payment_uq').on(t.gatewayPaymentId), index('payment_refunds_business_idx').on(t.businessId, t.status, t.createdAt)],
);
