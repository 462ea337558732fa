import { z } from 'zod';
import { cartLineSchema } from '../cart/schemas';
import { idSchema } from '../common/schemas';
export * from './values';

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

/** GST by place of supply, rupees: CGST + SGST within a state, IGST across states (all three add up to `totalGst`). */
export const gstSplitSchema = z.object({ cgst: z.number(), sgst: z.number(), igst: z.number() });

/**
 * The lines of a totals block, rupees, tax-inclusive as the product page shows prices: `subtotal` is the
 * items at the product page's struck price with GST, `totalDiscount` the product page's "You save" over
 * them, so subtotal − totalDiscount + shippingCost = total. `totalGst` is the GST within the total
 * (charged on the price after discount), split in `gst`. Every block (checkout, order cards, History,
 * the owner's order panel) lists these and adds them up to the paisa.
 */
export const totalsLinesSchema = z.object({
  subtotal: z.number(),
  totalDiscount: z.number(),
  totalGst: z.number(),
  gst: gstSplitSchema,
  shippingCost: z.number(),
  total: z.number(),
});
export type TotalsLines = z.infer<typeof totalsLinesSchema>;

/** One priced line of a totals answer, in the order of the request's `products`, rupees with GST. */
export const pricedLineSchema = z.object({
  productId: idSchema,
  quantity: z.number().int(),
  /** What the line costs: the product page's price x quantity. */
  amount: z.number(),
  /** The product page's "You save" x quantity. */
  saving: z.number(),
});
export type PricedLineAnswer = z.infer<typeof pricedLineSchema>;

/** The totals summary (section 3): the spec's fields, the GST lines, and each line's price, in rupees. */
export const totalsSummarySchema = totalsLinesSchema.extend({
  isShippingAvailable: z.boolean(),
  shippingIssues: z.array(shippingIssueSchema),
  lines: z.array(pricedLineSchema),
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
