import type { FastifyInstance } from 'fastify';
import { CONFIRMATION_MESSAGE_DELAY_MS } from 'shared/rules';
import { publishMessage, publishOrderUpdated } from '../../realtime';
import { storeMessageOnce, toWireMessage } from '../../repositories/chat-messages';

/** The order whose change the customer hears of. */
export interface AnnouncedOrder {
  id: string;
  orderNumber: string;
  title: string;
  status: string;
  paymentStatus: string;
}

/**
 * Tells the customer and the owners that an order changed (created, cancelled): `order-updated` at once,
 * and an order-status card with `line` ('Order Created', 'Order Cancelled') in the chat. The card is
 * stored now and pushed CONFIRMATION_MESSAGE_DELAY_MS later (the specification shows it after 1 s), so a
 * client that fetches meanwhile already finds it.
 */
export async function announceOrderStatus(
  app: FastifyInstance,
  to: { businessId: string; customerId: string },
  order: AnnouncedOrder,
  line: string,
): Promise<void> {
  publishOrderUpdated(app.realtime, to.businessId, { customerId: to.customerId, orderId: order.id, status: order.status, paymentStatus: order.paymentStatus });
  const { row } = await storeMessageOnce(app.db, {
    businessId: to.businessId,
    customerId: to.customerId,
    sender: 'system',
    senderId: null,
    type: 'component',
    message: line,
    clientMessageId: null,
    payload: { kind: 'order-status', orderId: order.id, orderNumber: order.orderNumber, title: order.title, status: order.status },
  });
  const notice = toWireMessage(row);
  app.realtime.later(CONFIRMATION_MESSAGE_DELAY_MS, () => publishMessage(app.realtime, to.businessId, notice));
}
