import {
  type PaymentRefund,
  conversationsAnswerSchema,
  type ApiClient,
  type ChatMessage,
  type ChatUploadAnswer,
  type Conversation,
  type InboxCustomerAnswer,
  type InboxReplyBody,
  type ManualConfirmationAnswer,
  type ManualConfirmationBody,
  type ManualPayment,
  type OrderStageAnswer,
  type OrderStageBody,
} from 'shared';
import { awaitingConfirmationAnswerSchema, chatUploadAnswerSchema, paymentRefundsAnswerSchema, refundPaymentAnswerSchema, inboxCustomerAnswerSchema, inboxMessagesAnswerSchema, inboxMarkReadAnswerSchema, inboxReplyAnswerSchema, manualConfirmationAnswerSchema, orderStageAnswerSchema } from '../contract-refs';
import { CHAT_PATHS, INBOX_PATHS, PAYMENT_PATHS, UPLOAD_FILE_FIELD } from 'shared/constants';

/** What sits beside the thread: the customer, their current cart and their orders. */
export type CustomerDetails = InboxCustomerAnswer['data'];

/**
 * The inbox's REST calls. Every call goes through the OWNER's client (`owner.client`: the
 * `userAccessToken` bearer, refreshed as session type `user`), so the business is always the token's
 * own; no call here ever names a business, only a customer the server lists for that business.
 */
export interface InboxApi {
  conversations(): Promise<Conversation[]>;
  /** The conversation oldest first; `after` fetches only what came since (catch-up after a reconnect). */
  messages(customerId: string, after?: string): Promise<ChatMessage[]>;
  reply(body: InboxReplyBody): Promise<ChatMessage>;
  /** The owner has read the customer's messages; answers up to when. */
  markRead(customerId: string): Promise<string>;
  customer(customerId: string): Promise<CustomerDetails>;
  /** Uploads an image attachment; answers its URL and type for the reply. */
  uploadImage(file: File): Promise<ChatUploadAnswer['data']>;
  /** Manual payments customers reported (with their UTR), oldest first, awaiting the owner. */
  awaitingPayments(): Promise<ManualPayment[]>;
  /** Confirms (milestone Paid) or rejects (with a reason) a manual payment. */
  decidePayment(body: ManualConfirmationBody): Promise<ManualConfirmationAnswer['data']>;
  /** Completes or undoes a pipeline stage; answers the order as it now is. */
  moveStage(body: OrderStageBody): Promise<OrderStageAnswer['data']>;
  /** Captured payments that paid nothing, to refund or refunded, newest first. */
  refunds(): Promise<PaymentRefund[]>;
  /** Refunds one through the gateway; answers it as it now is (refunded, or failed with the reason). */
  refundPayment(refundId: string): Promise<PaymentRefund>;
}

export function createInboxApi(client: ApiClient): InboxApi {
  return {
    async conversations() {
      return (await client.get(INBOX_PATHS.conversations, null, conversationsAnswerSchema)).data;
    },
    async messages(customerId, after) {
      const query = after ? { customerId, after } : { customerId };
      return (await client.get(INBOX_PATHS.messages, query, inboxMessagesAnswerSchema)).messages;
    },
    async reply(body) {
      return (await client.post(INBOX_PATHS.reply, body, inboxReplyAnswerSchema)).newMessage;
    },
    async markRead(customerId) {
      return (await client.post(INBOX_PATHS.markRead, { customerId }, inboxMarkReadAnswerSchema)).readAt;
    },
    async customer(customerId) {
      return (await client.get(INBOX_PATHS.customer, { customerId }, inboxCustomerAnswerSchema)).data;
    },
    async uploadImage(file) {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return (await client.post(`${CHAT_PATHS.upload}?kind=image`, form, chatUploadAnswerSchema)).data;
    },
    async awaitingPayments() {
      return (await client.get(PAYMENT_PATHS.awaitingConfirmation, null, awaitingConfirmationAnswerSchema)).data;
    },
    async decidePayment(body) {
      return (await client.post(PAYMENT_PATHS.manualConfirmation, body, manualConfirmationAnswerSchema)).data;
    },
    async moveStage(body) {
      return (await client.post(INBOX_PATHS.orderStage, body, orderStageAnswerSchema)).data;
    },
    async refunds() {
      return (await client.get(PAYMENT_PATHS.refunds, null, paymentRefundsAnswerSchema)).data;
    },
    async refundPayment(refundId) {
      return (await client.post(PAYMENT_PATHS.refund, { refundId }, refundPaymentAnswerSchema)).data;
    },
  };
}
