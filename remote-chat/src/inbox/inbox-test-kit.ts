/** Builders and fakes for the inbox's tests. Never imported by application code. */
import type { ChatMessage, Conversation, InboxOrder, ManualPayment, OrderStageBody, OrderSummary, PaymentRefund } from 'shared';
import { anId } from 'shared/testing';
import type { CustomerDetails, InboxApi } from './inbox-api';
import type { ConnectInbox, InboxEvents } from './inbox-connection';
import { InboxStore } from './inbox-store';

export function aMessage(customerId: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: anId(),
    message: 'Is the silk saree available in blue?',
    type: 'text',
    sender: 'user',
    senderId: customerId,
    caption: null,
    contentType: null,
    createdAt: '2026-11-23T09:00:00.000Z',
    clientId: customerId,
    customerId,
    clientMessageId: null,
    payload: null,
    readAt: null,
    ...overrides,
  };
}

export function aConversation(name: string, lastMessageAt: string, overrides: Partial<Conversation> = {}): Conversation {
  const customerId = anId();
  return {
    customer: { customerId, name, phoneNumber: '9876543210', countryCode: '+91' },
    lastMessage: aMessage(customerId, { createdAt: lastMessageAt }),
    unreadCount: 0,
    lastMessageAt,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<InboxOrder> = {}): InboxOrder {
  const total = overrides.finalAmount ?? 2360;
  return {
    deliverTo: null,
    // a totals block that adds up to the final amount (no discount, GST or shipping) unless the test gives one
    totals: { subtotal: total, totalDiscount: 0, totalGst: 0, gst: { cgst: 0, sgst: 0, igst: 0 }, shippingCost: 0, total },
    _id: anId(),
    orderId: 'ORD-1001',
    title: 'Silk Saree',
    status: 'Active',
    finalAmount: 2360,
    createdDate: '2026-11-20T10:00:00.000Z',
    mode: 'product',
    paymentStatus: 'Pending',
    items: [],
    paymentMilestones: [],
    pipelineStages: [],
    ...overrides,
  };
}

/** A manual payment a customer reported, awaiting the owner. */
export function aPayment(conversation: Conversation, overrides: Partial<ManualPayment> = {}): ManualPayment {
  return {
    _id: anId(),
    orderId: anId(),
    orderNumber: 'KHH-1003',
    title: 'Silk Saree',
    milestoneId: anId(),
    milestoneLabel: 'Full payment',
    amount: 2360,
    customerId: conversation.customer.customerId,
    customerName: conversation.customer.name,
    phoneNumber: conversation.customer.phoneNumber,
    utr: '412345678901',
    status: 'awaiting',
    submittedAt: '2026-11-23T09:15:00.000Z',
    ...overrides,
  };
}

/** A payment the gateway took after the order was cancelled, waiting for the owner's Refund. */
export function aRefund(conversation: Conversation, overrides: Partial<PaymentRefund> = {}): PaymentRefund {
  return {
    _id: anId(),
    orderId: anId(),
    orderNumber: 'KHH-1005',
    title: 'Brass Lamp',
    orderStatus: 'Cancelled',
    customerId: conversation.customer.customerId,
    customerName: conversation.customer.name,
    phoneNumber: conversation.customer.phoneNumber,
    paymentId: 'pay_Sandbox0000001',
    amount: 900,
    reason: 'order-not-payable',
    status: 'to_refund',
    failureReason: null,
    gatewayRefundId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    refundedAt: null,
    ...overrides,
  };
}

/** The order with stage `stageId` set to `status`, as the server answers a stage move. */
export function movedOrder(order: OrderSummary, body: OrderStageBody): OrderSummary {
  const pipelineStages = order.pipelineStages.map((s) => (s._id === body.stageId ? { ...s, status: body.status } : s));
  const allDone = pipelineStages.every((s) => s.status === 'Completed');
  return { ...order, pipelineStages, status: allDone ? 'Completed' : order.status === 'Completed' ? 'Active' : order.status };
}

export function someDetails(conversation: Conversation, overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return { customer: conversation.customer, cart: [], orders: [], ...overrides };
}

/** An InboxApi whose calls are jest mocks answering the given conversations (and empty threads, no payments). */
export function fakeInboxApi(conversations: Conversation[] = [], payments: ManualPayment[] = [], refunds: PaymentRefund[] = []) {
  const api = {
    conversations: jest.fn(async () => conversations),
    messages: jest.fn(async (_customerId: string, _after?: string): Promise<ChatMessage[]> => []),
    reply: jest.fn(async (body: Parameters<InboxApi['reply']>[0]) => aMessage(body.customerId, { sender: 'business', senderId: null, message: body.message, type: body.type, clientMessageId: body.clientMessageId, createdAt: new Date().toISOString() })),
    markRead: jest.fn(async () => new Date().toISOString()),
    customer: jest.fn(async (customerId: string): Promise<CustomerDetails> => {
      const found = conversations.find((c) => c.customer.customerId === customerId);
      if (!found) throw new Error('unknown customer');
      return someDetails(found);
    }),
    uploadImage: jest.fn(async (file: File) => ({ url: `/uploads/demo/chat-widget/images/${anId()}.png`, mimeType: file.type, fileName: file.name, size: file.size })),
    awaitingPayments: jest.fn(async (): Promise<ManualPayment[]> => payments),
    decidePayment: jest.fn(async (body: Parameters<InboxApi['decidePayment']>[0]) => ({
      orderId: body.orderId,
      milestoneId: body.milestoneId,
      milestoneStatus: body.action === 'confirm' ? ('Paid' as const) : ('Pending' as const),
      paymentStatus: body.action === 'confirm' ? 'Paid' : 'Pending',
      decidedBy: anId(),
      decidedAt: new Date().toISOString(),
    })),
    refunds: jest.fn(async (): Promise<PaymentRefund[]> => refunds),
    refundPayment: jest.fn(async (refundId: string): Promise<PaymentRefund> => {
      const found = refunds.find((r) => r._id === refundId);
      if (!found) throw new Error(`no refund ${refundId} in this fake`);
      return { ...found, status: 'refunded', gatewayRefundId: 'rfnd_FakeRefund0001', refundedAt: new Date().toISOString() };
    }),
    moveStage: jest.fn(async (body: OrderStageBody): Promise<Awaited<ReturnType<InboxApi['moveStage']>>> => {
      throw new Error(`no order ${body.orderId} in this fake; give moveStage an answer`);
    }),
  } satisfies InboxApi;
  return api;
}

/** A connection the test plays the server of: `events` are the store's handlers. */
export function fakeConnection() {
  const state: { events: InboxEvents | null } = { events: null };
  const emitTyping = jest.fn();
  const close = jest.fn();
  const connect: ConnectInbox = (events) => {
    state.events = events;
    return { emitTyping, close };
  };
  return {
    connect,
    emitTyping,
    close,
    get events(): InboxEvents {
      if (!state.events) throw new Error('the store did not connect');
      return state.events;
    },
  };
}

/** A started store over fakes, with its list loaded. */
export async function startedInbox(conversations: Conversation[]) {
  const api = fakeInboxApi(conversations);
  const connection = fakeConnection();
  const notify = jest.fn();
  const store = new InboxStore({ api, connect: connection.connect, notify, window: null });
  store.start();
  await flush();
  return { store, api, connection, notify };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
