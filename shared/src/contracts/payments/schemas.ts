import { z } from 'zod';
import { codSettingsSchema } from '../cash-on-delivery/schemas';
import { idSchema, siteSubdomainSchema } from '../common/schemas';
import { MANUAL_PAYMENT_METHODS, MANUAL_PAYMENT_STATUSES, PAYMENT_REFUND_STATUSES, REFUND_REASONS, UTR_PATTERN } from './values';
export * from './values';

export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];


export const manualPaymentOptionSchema = z.object({
  key: z.enum(MANUAL_PAYMENT_METHODS),
  label: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type ManualPaymentOption = z.infer<typeof manualPaymentOptionSchema>;

export const manualPaymentDetailsSchema = z.object({
  qrCode: z.string().nullable(),
  qrCodeAccountName: z.string().nullable(),
  upiId: z.string().nullable(),
  upiAccountName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberAccountName: z.string().nullable(),
});
export type ManualPaymentDetails = z.infer<typeof manualPaymentDetailsSchema>;

/** Get payment integration: the customer comes from the token; `customerId` must be the token's own. */
export const paymentIntegrationBodySchema = z.strictObject({
  gatewayId: idSchema,
  customerId: idSchema,
  subdomain: siteSubdomainSchema,
});
export type PaymentIntegrationBody = z.input<typeof paymentIntegrationBodySchema>;

export const paymentIntegrationDataSchema = z.object({
  _id: idSchema,
  type: z.enum(['manual', 'online']),
  name: z.string(),
  config: z.object({
    testMode: z.boolean(),
    /** Manual integrations: the sheet's methods and their details (empty for online ones). */
    options: z.array(manualPaymentOptionSchema),
    details: manualPaymentDetailsSchema.nullable(),
  }),
});
export type PaymentIntegrationData = z.infer<typeof paymentIntegrationDataSchema>;
export const paymentIntegrationAnswerSchema = z.object({ message: z.literal('success'), data: paymentIntegrationDataSchema });
export type PaymentIntegrationAnswer = z.infer<typeof paymentIntegrationAnswerSchema>;

/** The ways to pay on the customer's site (beyond the specification, which shows only the selected gateway). */
export const paymentMethodsBodySchema = z.strictObject({
  customerId: idSchema,
  subdomain: siteSubdomainSchema,
});
export type PaymentMethodsBody = z.input<typeof paymentMethodsBodySchema>;

export const paymentMethodSchema = z.object({
  _id: idSchema,
  type: z.enum(['manual', 'online']),
  name: z.string(),
  /** The chat widget's payment.selectedGatewayId. */
  selected: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.array(paymentMethodSchema),
  /** Cash on delivery beside them: offered for an order whose total is at most `limit` rupees while `enabled`. */
  cashOnDelivery: codSettingsSchema.optional(),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

/** Initialise online payment of the order's first Pending milestone (the server computes the amount). */
export const initOnlinePaymentBodySchema = z.strictObject({
  gatewayId: idSchema,
  customerId: idSchema,
  subdomain: siteSubdomainSchema,
  orderId: idSchema,
});
export type InitOnlinePaymentBody = z.input<typeof initOnlinePaymentBodySchema>;

export const initOnlinePaymentDataSchema = z.object({
  keyId: z.string(),
  /** Paise, as the gateway's checkout expects. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  businessName: z.string(),
  /** The gateway's order id (`order_…`). */
  order_id: z.string(),
  paymentAttemptId: idSchema,
  /** The gateway's checkout script: absolute (Razorpay) or a path of this API (the sandbox). */
  checkoutScriptUrl: z.string(),
  /** The milestone this attempt pays. */
  milestoneId: idSchema,
});
export type InitOnlinePaymentData = z.infer<typeof initOnlinePaymentDataSchema>;
export const initOnlinePaymentAnswerSchema = z.object({ message: z.literal('success'), data: initOnlinePaymentDataSchema });
export type InitOnlinePaymentAnswer = z.infer<typeof initOnlinePaymentAnswerSchema>;

/** What the gateway's checkout hands its `handler` on success. */
export const gatewaySuccessSchema = z.strictObject({
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});
export type GatewaySuccess = z.infer<typeof gatewaySuccessSchema>;

export const verifyOnlinePaymentBodySchema = gatewaySuccessSchema.extend({ paymentAttemptId: idSchema }).strict();
export type VerifyOnlinePaymentBody = z.input<typeof verifyOnlinePaymentBodySchema>;
export const verifyOnlinePaymentAnswerSchema = z.object({ message: z.string() });
export type VerifyOnlinePaymentAnswer = z.infer<typeof verifyOnlinePaymentAnswerSchema>;

/**
 * "I've Made Payment" for the order's first Pending milestone, with the customer's UPI reference when they
 * gave one (without it, the owner matches the screenshot the customer shares in the chat).
 */
export const manualReferenceBodySchema = z.strictObject({
  orderId: idSchema,
  utr: z.string().trim().regex(UTR_PATTERN, 'must be the 12-digit UPI transaction reference (UTR)').optional(),
});
export type ManualReferenceBody = z.input<typeof manualReferenceBodySchema>;

/** A manual payment as the owner sees it (and the customer's reference answer). */
export const manualPaymentSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  orderNumber: z.string(),
  title: z.string(),
  milestoneId: idSchema,
  milestoneLabel: z.string(),
  /** Rupees. */
  amount: z.number(),
  customerId: idSchema,
  customerName: z.string().nullable(),
  phoneNumber: z.string(),
  utr: z.string().nullable(),
  status: z.enum(MANUAL_PAYMENT_STATUSES),
  /** ISO time the customer reported it. */
  submittedAt: z.string(),
});
export type ManualPayment = z.infer<typeof manualPaymentSchema>;
export const manualReferenceAnswerSchema = z.object({ message: z.literal('success'), data: manualPaymentSchema });
export type ManualReferenceAnswer = z.infer<typeof manualReferenceAnswerSchema>;

export const awaitingConfirmationAnswerSchema = z.object({ message: z.literal('success'), data: z.array(manualPaymentSchema) });
export type AwaitingConfirmationAnswer = z.infer<typeof awaitingConfirmationAnswerSchema>;

/** The owner's decision on a milestone paid outside the gateway: confirm (Paid) or reject with a reason. */
export const manualConfirmationBodySchema = z
  .strictObject({
    orderId: idSchema,
    milestoneId: idSchema,
    action: z.enum(['confirm', 'reject']),
    reason: z.string().trim().min(1).max(500).optional(),
    /** The owner's own reference (bank statement line, cash receipt) when confirming. */
    reference: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.action !== 'reject' || b.reason !== undefined, { message: 'a reason is required to reject a payment', path: ['reason'] });
export type ManualConfirmationBody = z.input<typeof manualConfirmationBodySchema>;
export const manualConfirmationAnswerSchema = z.object({
  message: z.literal('success'),
  data: z.object({
    orderId: idSchema,
    milestoneId: idSchema,
    milestoneStatus: z.enum(['Pending', 'Paid']),
    paymentStatus: z.string(),
    decidedBy: idSchema,
    decidedAt: z.string(),
  }),
});
export type ManualConfirmationAnswer = z.infer<typeof manualConfirmationAnswerSchema>;

/** A captured payment that paid nothing (see PAYMENT_REFUSALS), as the owner's Payments view lists it. */
export const paymentRefundSchema = z.object({
  _id: idSchema,
  orderId: idSchema,
  orderNumber: z.string(),
  title: z.string(),
  orderStatus: z.string(),
  customerId: idSchema,
  customerName: z.string().nullable(),
  phoneNumber: z.string(),
  /** The gateway's payment id (pay_…). */
  paymentId: z.string(),
  /** Rupees. */
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  status: z.enum(PAYMENT_REFUND_STATUSES),
  /** The gateway's reason when the last refund failed. */
  failureReason: z.string().nullable(),
  /** The gateway's refund id (rfnd_…) once refunded. */
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;
export const paymentRefundsAnswerSchema = z.object({ message: z.literal('success'), data: z.array(paymentRefundSchema) });
export type PaymentRefundsAnswer = z.infer<typeof paymentRefundsAnswerSchema>;

/** The owner's Refund of one payment to refund (again after a failure; a refunded one answers as it is). */
export const refundPaymentBodySchema = z.strictObject({ refundId: idSchema });
export type RefundPaymentBody = z.input<typeof refundPaymentBodySchema>;
export const refundPaymentAnswerSchema = z.object({ message: z.literal('success'), data: paymentRefundSchema });
export type RefundPaymentAnswer = z.infer<typeof refundPaymentAnswerSchema>;
