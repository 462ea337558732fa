import { z } from 'zod';
import { addressSchema } from '../addresses/schemas';
import { idSchema } from '../common/schemas';
import { ORDER_STAGE_MOVES } from '../inbox/values';
import { orderSummarySchema } from '../orders-history/schemas';
import { ORDER_STATUSES } from '../orders-history/values';
import { OWNER_ORDER_PAYMENT_STATUSES, OWNER_ORDERS_LIMITS as L, OWNER_ORDERS_MESSAGES as M } from './values';
export * from './values';

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'must be a real date');

/**
 * The list's filters. `status` is the order's (Active, Completed, Cancelled, Draft); `stage` the last
 * stage it completed (Packed: packed, not shipped yet); `from`/`to` whole days in India, both included;
 * `search` a part of the order number, the customer's name or phone.
 */
export const ownerOrdersFilterSchema = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    stage: z.string().trim().min(1).max(L.stageMax).optional(),
    paymentStatus: z.enum(OWNER_ORDER_PAYMENT_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    search: z.string().trim().max(L.searchMax).optional(),
  })
  .strict();
export type OwnerOrdersFilter = z.infer<typeof ownerOrdersFilterSchema>;

const notBackwards = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

export const ownerOrdersQuerySchema = ownerOrdersFilterSchema
  .extend({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
  .strict()
  .refine(notBackwards, { message: M.badDateRange, path: ['to'] });
export type OwnerOrdersQuery = z.infer<typeof ownerOrdersQuerySchema>;

export const ownerOrdersExportQuerySchema = ownerOrdersFilterSchema.refine(notBackwards, { message: M.badDateRange, path: ['to'] });

export const ownerOrderCustomerSchema = z.object({ _id: idSchema, name: z.string(), countryCode: z.string(), phoneNumber: z.string() });

/** The shipment the owner gave when marking the order Shipped. */
export const shipmentSchema = z.object({ courier: z.string(), trackingNumber: z.string(), shippedAt: z.string() });
export type Shipment = z.infer<typeof shipmentSchema>;

/** One row of the owner's list. Money in rupees, as every order answer. */
export const ownerOrderRowSchema = z.object({
  _id: idSchema,
  orderId: z.string(),
  title: z.string(),
  createdDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.string(),
  /** The last stage completed; null before the first. */
  stage: z.string().nullable(),
  customer: ownerOrderCustomerSchema,
  itemCount: z.number().int(),
  finalAmount: z.number(),
  /** A manual payment of the order waits for the owner's confirmation. */
  awaitingConfirmation: z.boolean(),
});
export type OwnerOrderRow = z.infer<typeof ownerOrderRowSchema>;

export const ownerOrdersAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({ orders: z.array(ownerOrderRowSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type OwnerOrdersAnswer = z.infer<typeof ownerOrdersAnswerSchema>;

export const ownerOrderQuerySchema = z.object({ orderId: idSchema }).strict();

export const ownerOrderLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  quantityUnit: z.string(),
  unitPrice: z.number(),
  gstPercentage: z.number(),
  gstAmount: z.number(),
  amount: z.number(),
});

export const ownerOrderStageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  status: z.enum(['Pending', 'In Progress', 'Completed']),
  completedAt: z.string().nullable(),
  /** The owner who completed it; null when not completed or done before who was kept. */
  completedBy: z.object({ _id: idSchema, name: z.string() }).nullable(),
});

/** A payment attempt of the order: a manual report (UTR), an owner's confirmation, or a gateway payment. */
export const ownerPaymentAttemptSchema = z.object({
  _id: idSchema,
  milestoneId: z.string().nullable(),
  kind: z.enum(['manual', 'online']),
  status: z.enum(['created', 'paid', 'failed', 'voided']),
  amount: z.number(),
  utr: z.string().nullable(),
  createdAt: z.string(),
  decision: z.object({ action: z.string(), at: z.string(), reason: z.string().nullable(), reference: z.string().nullable() }).nullable(),
});

/** Where an order goes: the delivery address's own fields, as the order kept them. */
export const shipToSchema = addressSchema.pick({ fullName: true, countryCode: true, phone: true, addressLine1: true, addressLine2: true, city: true, state: true, pincode: true });

/** One order as its page shows it: the summary History shows, and what only the owner sees. */
export const ownerOrderSchema = orderSummarySchema.extend({
  customer: ownerOrderCustomerSchema,
  lines: z.array(ownerOrderLineSchema),
  shipTo: shipToSchema.nullable(),
  shipment: shipmentSchema.nullable(),
  stages: z.array(ownerOrderStageSchema),
  attempts: z.array(ownerPaymentAttemptSchema),
});
export type OwnerOrder = z.infer<typeof ownerOrderSchema>;

export const ownerOrderAnswerSchema = z.object({ message: z.literal('success'), data: ownerOrderSchema });
export type OwnerOrderAnswer = z.infer<typeof ownerOrderAnswerSchema>;

/** Complete or undo a stage; completing Shipped needs `courier` and `trackingNumber`. */
export const ownerOrderStageBodySchema = z
  .object({
    orderId: idSchema,
    stageId: idSchema,
    status: z.enum(ORDER_STAGE_MOVES),
    courier: z.string().trim().min(1).max(L.courierMax).optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
      .max(L.trackingMax)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'must be letters, digits, spaces, - or /')
      .optional(),
  })
  .strict();
export type OwnerOrderStageBody = z.input<typeof ownerOrderStageBodySchema>;
