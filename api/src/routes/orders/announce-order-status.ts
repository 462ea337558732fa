import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import type { TotalsLines } from '../../contracts';
import { publishMessage, publishOrderUpdated } from '../../realtime';
import { storeMessageOnce, toWireMessage, type MessageRow, type NewMessage } from '../../repositories/chat-messages';
import type { Realtime } from '../../realtime/realtime-plugin';

/** The order whose change the customer hears of. */
export interface AnnouncedOrder {
  id: string;
  orderNumber: string;
  title: string;
  status: string;
  paymentStatus: string;
  /** Shown on the card when given (the order's creation). */
  totals?: TotalsLines;
}

/** Names of changes announced at most once (see AnnounceOptions.key). */
export const ORDER_CHANGE_KEYS = {
  /** One 'Payment Received' card per milestone, whichever way (gateway or owner) it was paid. */
  paid: (milestoneId: string) => `payment_received_${milestoneId}`,
  /** One 'Payment Not Confirmed' card per rejected report. */
  paymentRejected: (attemptId: string) => `payment_rejected_${attemptId}`,
  /** One 'Order Expired' card per order, whichever API process expired it. */
  expired: (orderId: string) => `order_expired_${orderId}`,
} as const;

export interface AnnounceOptions {
  /**
   * The change's own name (`paid_<milestoneId>`): a second announcement of the same change stores and
   * pushes no second card. Without one, every call is a change of its own (a stage done, undone, done).
   */
  key?: string;
  /** The owner who made the change; the card keeps it as its senderId (who), beside its time (when). */
  by?: string;
}

/**
 * Tells the customer and the owners that an order changed (created, paid, stage moved, cancelled):
 * `order-updated` at once, and an order-status card with `line` ('Order Created', 'Payment Received',
 * 'Order Cancelled'…) in the chat. The card is stored now and pushed CONFIRMATION_MESSAGE_DELAY_MS later
 * (the specification shows it after 1 s), so a client that fetches meanwhile already finds it.
 */
export async function announceOrderStatus(
  app: FastifyInstance,
  to: { businessId: string; customerId: string },
  order: AnnouncedOrder,
  line: string,
  options: AnnounceOptions = {},
): Promise<void> {
  publishOrderUpdated(app.realtime, to.businessId, { customerId: to.customerId, orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
  const { row, created } = await storeMessageOnce(app.db, orderCard(to, order, line, options));
  if (created) pushOrderCard(app.realtime, to.businessId, row);
}

/** The order-status card of a change, as stored (a caller may store it in its own transaction). */
export function orderCard(to: { businessId: string; customerId: string }, order: AnnouncedOrder, line: string, options: AnnounceOptions = {}): NewMessage {
  return {
    businessId: to.businessId,
    customerId: to.customerId,
    sender: 'system',
    senderId: options.by ?? null,
    type: 'component',
    message: line,
    clientMessageId: options.key ?? null,
    payload: { kind: 'order-status', orderId: order.id, orderNumber: order.orderNumber, title: order.title, status: order.status, ...(order.totals ? { totals: order.totals } : {}) },
  };
}

/** Pushes a stored card to the customer and the owners CONFIRMATION_MESSAGE_DELAY_MS later (the specification shows it after 1 s). */
export function pushOrderCard(realtime: Realtime, businessId: string, row: MessageRow): void {
  const notice = toWireMessage(row);
  realtime.later(CONFIRMATION_MESSAGE_DELAY_MS, () => publishMessage(realtime, businessId, notice));
}
