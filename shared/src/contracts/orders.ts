import { z } from 'zod';
import { cartLineSchema } from './cart';
import { idSchema } from './common';
export { CHECKOUT_PATHS, CHECKOUT_MESSAGES } from './constants/orders';

export const totalsBodySchema = z
  .object({
    /** The lines to price: the cart's, or Buy Now's single line. */
    products: z.array(cartLineSchema).max(100),
    customerId: idSchema,
    /** The id of one of the customer's own addresses; null when none is chosen yet. */
    deliveryAddress: idSchema.nullable().optional(),
  })
  .strict();
export type TotalsBody = z.infer<typeof totalsBodySchema>;

export const shippingIssueSchema = z.object({
  productsIds: z.array(idSchema),
  message: z.string(),
});

/** The totals summary (section 3), in rupees. */
export const totalsSummarySchema = z.object({
  subtotal: z.number(),
  totalDiscount: z.number(),
  shippingCost: z.number(),
  total: z.number(),
  isShippingAvailable: z.boolean(),
  shippingIssues: z.array(shippingIssueSchema),
});
export type TotalsSummary = z.infer<typeof totalsSummarySchema>;

export const totalsAnswerSchema = z.object({ message: z.string(), data: totalsSummarySchema });
export type TotalsAnswer = z.infer<typeof totalsAnswerSchema>;

export const createOrderBodySchema = z
  .object({
    customerId: idSchema,
    /**
     * Buy Now only: the one line bought outside the cart. Without it the order is the customer's server
     * cart as the server holds it, and that cart is emptied with the order.
     */
    products: z.array(cartLineSchema).min(1).max(100).optional(),
    /** One of the customer's own addresses (as in totals); required when a shippable product is in the order. */
    deliveryAddress: idSchema.nullable().optional(),
    /** One per Create Order press; a retry with the same key answers the first result. */
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const createOrderAnswerSchema = z.object({
  message: z.string(),
  data: z.object({
    /** The first order's number (the spec's `data.orderId`). */
    orderId: z.string(),
    /** Every order's number, one per group. */
    orderIds: z.array(z.string()),
  }),
});
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

/** Create order's answer as the checkout reads it, leniently: one without an orderId is 'Failed to create order', not an exception. */
export const createOrderReplySchema = createOrderAnswerSchema.extend({ data: createOrderAnswerSchema.shape.data.partial().nullish() }).partial();
