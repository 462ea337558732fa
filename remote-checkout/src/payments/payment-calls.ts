import { type GatewaySuccess, type InitOnlinePaymentData, type PaymentIntegrationData, type RootStore } from 'shared';
import { initOnlinePaymentAnswerSchema, manualReferenceAnswerSchema, paymentIntegrationAnswerSchema, verifyOnlinePaymentAnswerSchema } from '../contract-refs';
import { PAYMENT_PATHS } from 'shared/constants';
import { checkoutMessages, type CheckoutT } from '../i18n/use-t';

/** The calls the payment panels make, for the logged-in customer of the root store. */
export function paymentCalls(root: RootStore) {
  const who = () => {
    const customerId = root.session.customer?.customerId;
    if (!customerId) throw new Error('Log in to pay');
    return { customerId, subdomain: root.session.subdomain };
  };
  return {
    async integration(gatewayId: string): Promise<PaymentIntegrationData> {
      return (await root.api.post(PAYMENT_PATHS.integration, { gatewayId, ...who() }, paymentIntegrationAnswerSchema)).data;
    },
    async initOnline(gatewayId: string, orderId: string): Promise<InitOnlinePaymentData> {
      return (await root.api.post(PAYMENT_PATHS.initOnline, { gatewayId, orderId, ...who() }, initOnlinePaymentAnswerSchema)).data;
    },
    async verifyOnline(success: GatewaySuccess, paymentAttemptId: string): Promise<void> {
      await root.api.post(PAYMENT_PATHS.verifyOnline, { ...success, paymentAttemptId }, verifyOnlinePaymentAnswerSchema);
    },
    /** "I've Made Payment", with the UTR when the customer gave one. */
    async reportManual(orderId: string, utr: string | undefined): Promise<void> {
      await root.api.post(PAYMENT_PATHS.manualReference, { orderId, ...(utr ? { utr } : {}) }, manualReferenceAnswerSchema);
    },
  };
}
export type PaymentCalls = ReturnType<typeof paymentCalls>;

/** The page's language, for what the payment stores say (the panels showing them have loaded its messages). */
export const sayerOf = (root: RootStore): CheckoutT => checkoutMessages.now(root.locale);
