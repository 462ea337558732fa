import { z } from 'zod';
import { clientMessageIdSchema } from '../chat/schemas';
import { idSchema } from '../common/schemas';
import { ENQUIRY_MAX_ITEMS } from './values';
export * from './values';

/** One item as the client names it: which item, which variant or package, how many. No price, no name. */
export const enquiryItemInputSchema = z.strictObject({
  productId: idSchema,
  variantId: idSchema.nullable().optional(),
  packageId: idSchema.nullable().optional(),
  quantity: z.number().int().min(1).max(10_000),
  itemType: z.enum(['product', 'service']),
});
export type EnquiryItemInput = z.infer<typeof enquiryItemInputSchema>;

export const sendEnquiryBodySchema = z.strictObject({
  customerId: idSchema,
  /** The detailed kind ("Send Detailed Enquiry Request"): the card carries the prices the business shows. */
  withPrice: z.boolean(),
  items: z.array(enquiryItemInputSchema).min(1).max(ENQUIRY_MAX_ITEMS),
  /** One per enquiry shown; a retry with the same id stores nothing new and answers the stored message. */
  clientMessageId: clientMessageIdSchema,
});
export type SendEnquiryBody = z.infer<typeof sendEnquiryBodySchema>;
