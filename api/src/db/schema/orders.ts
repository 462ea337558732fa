import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses, owners } from './business';
import { dispatchPoints, products } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';

const businessId = () => id('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' });

/** Snapshot of the delivery address at the time of ordering (addresses may change later). */
export type AddressSnapshot = {
  fullName: string;
  countryCode: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
};

/** One order: one dispatch-point group of a checkout, or one service, or one non-shippable product. */
export const orders = pgTable(
  'orders',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'restrict' }),
    /** Human order number shown in history (`orderId` on the wire), unique per business. */
    orderNumber: text('order_number').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: ['Draft', 'Active', 'Completed', 'Cancelled'] }).notNull().default('Active'),
    /** product or service order (the spec's `mode`, sent back when cancelling). */
    mode: text('mode', { enum: ['product', 'service'] }).notNull().default('product'),
    paymentStatus: text('payment_status', { enum: ['Pending', 'Paid', 'Partially Paid', 'Refunded'] }).notNull().default('Pending'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    totalDiscountPaise: integer('total_discount_paise').notNull().default(0),
    afterDiscountPaise: integer('after_discount_paise').notNull(),
    totalGstPaise: integer('total_gst_paise').notNull().default(0),
    /** The GST by place of supply: CGST + SGST within a state, IGST across states; they add up to totalGst. */
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    shippingCostPaise: integer('shipping_cost_paise').notNull().default(0),
    finalAmountPaise: integer('final_amount_paise').notNull(),
    dispatchPointId: id('dispatch_point_id').references(() => dispatchPoints.id, { onDelete: 'set null' }),
    /** carrier, weight, dimensions of the shipment. */
    shippingDetails: jsonb('shipping_details').$type<Record<string, unknown>>(),
    shipToAddress: jsonb('ship_to_address').$type<AddressSnapshot>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Why a Cancelled order ended: the customer cancelled it, it expired unpaid (the expiry job), or cash on delivery was refused. */
    cancelReason: text('cancel_reason', { enum: ['customer', 'expired', 'refused'] }),
    /**
     * When the customer confirmed paying cash on delivery with a phone code: the order is then paid to the
     * courier (the owner marks it Collected or Refused on delivery) and never expires unpaid meanwhile.
     */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The order holds the stock its lines took (Create Order sets it). Giving the stock back clears it in
     * the same conditional UPDATE, so it comes back once whoever ends the order, and an order written
     * without taking stock (a fixture, an import) gives none back.
     */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_business_number_uq').on(t.businessId, t.orderNumber),
    index('orders_customer_idx').on(t.businessId, t.customerId, t.createdAt),
    index('orders_status_idx').on(t.businessId, t.status),
    // the expiry job's sweep: open orders not paid yet, oldest first
    index('orders_unpaid_idx').on(t.createdAt).where(sql`${t.status} IN ('Draft', 'Active') AND ${t.paymentStatus} = 'Pending'`),
  ],
);

/** A line of an order; prices are copied at ordering time and recomputed by the server. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The catalogue item; kept as plain text too so a deleted product leaves the history readable. */
    itemId: id('item_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id'),
    packageId: text('package_id'),
    type: text('type', { enum: ['catalog-product', 'catalog-service'] }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    quantityUnit: text('quantity_unit').notNull().default('pcs'),
    groupId: text('group_id'),
    basePricePaise: integer('base_price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    gstPercentage: numeric('gst_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    gstAmountPaise: integer('gst_amount_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/** Instalments of an order's payment; the first starts Pending with a due date one day after creation. */
export const paymentMilestones = pgTable(
  'payment_milestones',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['Pending', 'Paid'] }).notNull().default('Pending'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('payment_milestones_order_idx').on(t.orderId, t.position)],
);

/** Progress stages of an order (Confirmed, Packed, Shipped, Delivered); progress = share Completed. */
export const orderPipelineStages = pgTable(
  'order_pipeline_stages',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    orderId: id('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['Pending', 'In Progress', 'Completed'] }).notNull().default('Pending'),
    position: integer('position').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The owner who completed it (the order page shows who and when); null while Pending. */
    completedBy: id('completed_by').references(() => owners.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_pipeline_stages_order_idx').on(t.orderId, t.position)],
);

/**
 * One Create Order request per idempotency key and customer: a retried request (a double press, a network
 * retry) finds its first result here and makes no second order. Written in the same transaction as the
 * orders, so the key exists exactly when the orders do.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: id().primaryKey(),
    businessId: businessId(),
    customerId: id('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The order numbers the request created, in group order. */
    orderNumbers: jsonb('order_numbers').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_requests_key_uq').on(t.businessId, t.customerId, t.idempotencyKey)],
);
