/** Builders and fakes for the inbox's tests. Never imported by application code. */
import type { ChatMessage, Conversation, OrderSummary } from 'shared';
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

export function anOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
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

export function someDetails(conversation: Conversation, overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return { customer: conversation.customer, cart: [], orders: [], ...overrides };
}

/** An InboxApi whose calls are jest mocks answering the given conversations (and empty threads). */
export function fakeInboxApi(conversations: Conversation[] = []) {
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
  const store = new InboxStore({ api, connect: connection.connect, notify });
  store.start();
  await flush();
  return { store, api, connection, notify };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
