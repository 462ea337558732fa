import { z } from 'zod';
import { idSchema } from '../common/schemas';
import { totalsLinesSchema } from '../orders/schemas';
import { invoiceSummarySchema } from '../tax-invoices/schemas';
import { ORDER_CANCEL_REASONS, ORDER_STATUSES, ORDER_SORT_KEYS } from './values';
export * from './values';

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderSortKey = (typeof ORDER_SORT_KEYS)[number];
/** The customer said they paid a Pending milestone by UPI ("I've Made Payment"); the owner has not decided yet. */
export const milestoneSubmissionSchema = z.object({
  /** The 12-digit UPI reference the customer gave, or null when they gave none (a screenshot in the chat instead). */
  utr: z.string().nullable(),
  /** ISO time. */
  submittedAt: z.string(),
});
export type MilestoneSubmission = z.infer<typeof milestoneSubmissionSchema>;

/** The owner did not confirm the customer's latest report of a Pending milestone, and said why. */
export const milestoneRejectionSchema = z.object({
  reason: z.string(),
  /** ISO time. */
  rejectedAt: z.string(),
});
export type MilestoneRejection = z.infer<typeof milestoneRejectionSchema>;

/** How a Paid milestone was paid: the UTR the owner confirmed, the owner's own reference, or the gateway's payment id. */
export const milestoneReceiptSchema = z.object({
  reference: z.string().nullable(),
  /** ISO time. */
  paidAt: z.string(),
});
export type MilestoneReceipt = z.infer<typeof milestoneReceiptSchema>;

/**
 * `status` stays the specification's Pending | Paid, so a reader that knows only those still reads it
 * right; a Pending milestone may carry the customer's waiting report (`submission`: awaiting the owner's
 * confirmation) or the owner's rejection of their latest report (`rejection`), never both; a Paid one
 * carries its `receipt`. All three are optional on the wire (absent reads as null).
 */
export const paymentMilestoneSchema = z.object({
  _id: idSchema,
  label: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  status: z.enum(['Pending', 'Paid']),
  submission: milestoneSubmissionSchema.nullable().optional(),
  rejection: milestoneRejectionSchema.nullable().optional(),
  receipt: milestoneReceiptSchema.nullable().optional(),
});
export type PaymentMilestone = z.infer<typeof paymentMilestoneSchema>;

export const pipelineStageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(['Pending', 'In Progress', 'Completed']),
});

export const orderSummaryItemSchema = z.object({
  itemId: idSchema.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  quantityUnit: z.string(),
  /** Rupees: the line's amount. */
  amount: z.number(),
});

/** An order as History and the thread show it. `orderId` is the human order number. */
export const orderSummarySchema = z.object({
  _id: idSchema,
  orderId: z.string(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  /**
   * Why a Cancelled order ended: `customer` (Cancel Order) or `expired` (not paid within the business's
   * time, ORDER_EXPIRY); null on other orders and on orders cancelled before it was kept. The status stays
   * the specification's Cancelled either way, so History's status filter finds expired orders there.
   */
  cancelReason: z.enum(ORDER_CANCEL_REASONS).nullable().optional(),
  /** Rupees. */
  finalAmount: z.number(),
  /** The customer confirmed paying cash on delivery (with a phone code); absent reads as false. */
  cashOnDelivery: z.boolean().optional(),
  /** The order's totals block (items, discount, GST split, shipping, total), as the checkout showed it. */
  totals: totalsLinesSchema,
  /** ISO time. */
  createdDate: z.string(),
  mode: z.enum(['product', 'service']),
  paymentStatus: z.string(),
  items: z.array(orderSummaryItemSchema),
  paymentMilestones: z.array(paymentMilestoneSchema),
  pipelineStages: z.array(pipelineStageSchema),
  /** The order's GST tax invoice once it is paid; absent or null before (and on orders paid before invoices were issued). */
  invoice: invoiceSummarySchema.nullable().optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Get customer orders: `statusFilter` omitted for all; `page` is 1-based. */
export const customerOrdersBodySchema = z.strictObject({
  customerId: idSchema,
  page: z.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(ORDER_SORT_KEYS).default('createdDate'),
  statusFilter: z.enum(ORDER_STATUSES).optional(),
});
export type CustomerOrdersBody = z.input<typeof customerOrdersBodySchema>;
export const customerOrdersAnswerSchema = z.object({
  message: z.literal('success'),
  orders: z.array(orderSummarySchema),
  /** Page count. */
  size: z.number().int().nonnegative(),
});
export type CustomerOrdersAnswer = z.infer<typeof customerOrdersAnswerSchema>;

/** Cancel order: `orderId` is the order's `_id`; answers the customer's first page of orders. */
export const cancelOrderBodySchema = z.strictObject({
  mode: z.enum(['product', 'service']),
  orderId: idSchema,
  customerId: idSchema,
});
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;
export const cancelOrderAnswerSchema = z.object({
  message: z.string(),
  data: z.array(orderSummarySchema),
});
export type CancelOrderAnswer = z.infer<typeof cancelOrderAnswerSchema>;
