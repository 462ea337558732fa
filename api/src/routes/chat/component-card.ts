import type { FastifyInstance } from 'fastify';
import { enquiryTitle, type ComponentPayload } from '../../contracts';
import { AppError } from '../../errors';
import { findWidgetTopic } from '../../repositories/chat-widget';
import { findCustomerOrder } from '../../repositories/customer-orders';
import type { ChatCustomer } from './chat-customer';

export const COMPONENT_CARD_ERRORS = {
  unknownTopic: (name: string) => `This chat has no topic named "${name}"`,
  unknownOrder: 'An order card must name one of your own orders',
  enquiryBySend: 'An enquiry is sent with the enquiry request, which reads its items from the catalogue',
} as const;

/**
 * A card as the business's own data tells it: a topic card must name a topic of the widget's settings
 * and an order card one of the customer's own orders (400 otherwise), and their details (price,
 * description, status...) are the stored ones, so the owner never reads a card a customer made up.
 */
export async function trustedCard(app: FastifyInstance, me: ChatCustomer, card: ComponentPayload): Promise<ComponentPayload> {
  if (card.kind === 'topic') {
    const topic = await findWidgetTopic(app.db, me.businessId, card.topic.name);
    if (!topic) throw AppError.badRequest(COMPONENT_CARD_ERRORS.unknownTopic(card.topic.name));
    return {
      kind: 'topic',
      topic: { name: topic.name, type: topic.type, description: topic.description, price: topic.price, image: topic.image },
    };
  }
  if (card.kind === 'enquiry') throw AppError.badRequest(COMPONENT_CARD_ERRORS.enquiryBySend);
  const order = await findCustomerOrder(app.db, me.businessId, me.customerId, card.orderId);
  if (!order) throw AppError.badRequest(COMPONENT_CARD_ERRORS.unknownOrder);
  return { kind: 'order-status', orderId: order.id, orderNumber: order.orderNumber, title: order.title, status: order.status };
}

/** The line a card's message falls back to when the client sent none. */
export function cardText(card: ComponentPayload): string {
  if (card.kind === 'topic') return card.topic.name;
  if (card.kind === 'enquiry') return enquiryTitle(card.withPrice);
  return `${card.orderNumber}: ${card.status}`;
}
