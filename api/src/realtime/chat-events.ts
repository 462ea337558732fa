import { SOCKET_EVENTS, type ChatMessage, type InboxMessageEvent, type MessagesReadEvent, type OrderUpdatedEvent } from '../contracts';
import type { Realtime } from './realtime-plugin';

/**
 * The realtime side of the chat's changes, one function per kind of news. Callers store first and
 * publish after, so a client that misses an emit finds the change when it fetches.
 */

/** A stored message: to its customer's sockets (the specification's event) and to the owners' inbox. */
export function publishMessage(realtime: Realtime, businessId: string, message: ChatMessage): void {
  realtime.toCustomer(businessId, message.customerId, SOCKET_EVENTS.chatMessage, message);
  const inbox: InboxMessageEvent = { customerId: message.customerId, message };
  realtime.toOwners(businessId, SOCKET_EVENTS.inboxMessage, inbox);
}

/**
 * Read receipts: the customer's reading goes to the owners; the owner's reading goes to the customer
 * (their read ticks) and to the other owners' inboxes (the unread count drops everywhere).
 */
export function publishRead(realtime: Realtime, businessId: string, event: MessagesReadEvent): void {
  if (event.by === 'business') realtime.toCustomer(businessId, event.customerId, SOCKET_EVENTS.messagesRead, event);
  realtime.toOwners(businessId, SOCKET_EVENTS.messagesRead, event);
}

/** An order changed: its customer and the business's owners hear it. */
export function publishOrderUpdated(realtime: Realtime, businessId: string, event: OrderUpdatedEvent): void {
  realtime.toCustomer(businessId, event.customerId, SOCKET_EVENTS.orderUpdated, event);
  realtime.toOwners(businessId, SOCKET_EVENTS.orderUpdated, event);
}
