import { type ChatMessage } from 'shared';
import { SOCKET_EVENTS, SOCKET_PATH } from 'shared/constants';
import { anId } from 'shared/testing';
import { createChatSocket, handshakeErrorCode, JOIN_ACK_TIMEOUT_MS, type ChatSocketHandlers } from './chat-socket';
import { RECONNECT_MAX_MS } from './reconnect-delay';
import { fakeSocketFactory } from './socket-test-kit';

const customerId = anId();

function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: anId(),
    message: 'Hello',
    type: 'text',
    sender: 'business',
    senderId: null,
    caption: null,
    contentType: null,
    createdAt: '2025-03-12T10:42:00.000Z',
    clientId: customerId,
    customerId,
    clientMessageId: null,
    payload: null,
    readAt: null,
    ...overrides,
  };
}

function setup(handlers: ChatSocketHandlers = {}, token: () => string | null = () => 'token-1') {
  const factory = fakeSocketFactory();
  const socket = createChatSocket({ getToken: token, customerId, handlers, connect: factory });
  return { socket, fake: factory.last, factory };
}

afterEach(() => jest.useRealTimers());

describe('createChatSocket', () => {
  it('connects to the page’s origin at the socket path, retrying forever, with the token of each attempt', () => {
    let token = 'first';
    const { fake } = setup({}, () => token);
    expect(fake.url).toBeUndefined();
    expect(fake.options).toMatchObject({ path: SOCKET_PATH, transports: ['websocket', 'polling'], reconnection: true, reconnectionAttempts: Infinity, autoConnect: false });
    expect(fake.connectCalls).toBe(1);
    expect(fake.handshakeToken()).toBe('first');
    token = 'refreshed';
    expect(fake.handshakeToken()).toBe('refreshed');
  });

  it('names the customer with new-user-add on every connection and tells whether it is a reconnection', () => {
    const onConnect = jest.fn();
    const { fake } = setup({ onConnect });
    fake.serverConnects();
    fake.drop();
    fake.serverConnects();
    expect(fake.emittedOf(SOCKET_EVENTS.newUserAdd)).toEqual([[customerId], [customerId]]);
    expect(onConnect.mock.calls).toEqual([[{ reconnect: false }], [{ reconnect: true }]]);
  });

  it('sends no new-user-add for an owner’s socket', () => {
    const factory = fakeSocketFactory();
    createChatSocket({ getToken: () => 't', handlers: {}, connect: factory });
    factory.last.serverConnects();
    expect(factory.last.emittedOf(SOCKET_EVENTS.newUserAdd)).toEqual([]);
  });

  it('hands contract-valid events to their handlers and drops malformed ones', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handlers = { onMessage: jest.fn(), onTyping: jest.fn(), onMessagesRead: jest.fn(), onInboxMessage: jest.fn(), onOrderUpdated: jest.fn() };
    const { fake } = setup(handlers);
    const message = aMessage();
    fake.serverEmits(SOCKET_EVENTS.chatMessage, message);
    fake.serverEmits(SOCKET_EVENTS.chatMessage, { ...message, type: 'video' });
    fake.serverEmits(SOCKET_EVENTS.typing, { customerId, from: 'business', isTyping: true });
    fake.serverEmits(SOCKET_EVENTS.messagesRead, { customerId, by: 'business', readAt: message.createdAt });
    fake.serverEmits(SOCKET_EVENTS.inboxMessage, { customerId, message });
    fake.serverEmits(SOCKET_EVENTS.orderUpdated, { customerId, orderId: anId(), status: 'Active', paymentStatus: 'Pending' });
    expect(handlers.onMessage.mock.calls).toEqual([[message]]);
    expect(handlers.onTyping).toHaveBeenCalledWith({ customerId, from: 'business', isTyping: true });
    expect(handlers.onMessagesRead).toHaveBeenCalledTimes(1);
    expect(handlers.onInboxMessage).toHaveBeenCalledWith({ customerId, message });
    expect(handlers.onOrderUpdated).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('sends typing only while connected, naming the conversation when asked', () => {
    const { socket, fake } = setup();
    socket.sendTyping(true);
    expect(fake.emittedOf(SOCKET_EVENTS.typing)).toEqual([]);
    fake.serverConnects();
    socket.sendTyping(true);
    socket.sendTyping(false, customerId);
    expect(fake.emittedOf(SOCKET_EVENTS.typing)).toEqual([[{ isTyping: true }], [{ isTyping: false, customerId }]]);
  });

  it('keeps retrying with a capped backoff after the server refuses the handshake', () => {
    jest.useFakeTimers();
    const onConnectError = jest.fn();
    const { fake } = setup({ onConnectError });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      fake.serverRefuses();
      const calls = fake.connectCalls;
      jest.advanceTimersByTime(RECONNECT_MAX_MS * 1.5);
      expect(fake.connectCalls).toBe(calls + 1);
    }
    expect(onConnectError).toHaveBeenCalledTimes(12);
    fake.serverConnects();
    expect(fake.connected).toBe(true);
  });

  it('leaves dropped transports to socket.io’s own retries', () => {
    jest.useFakeTimers();
    const { fake } = setup();
    fake.serverConnects();
    fake.drop();
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(fake.connectCalls).toBe(1);
  });

  it('reconnects after the server disconnects it, which socket.io does not retry', () => {
    jest.useFakeTimers();
    const { fake } = setup();
    fake.serverConnects();
    fake.drop('io server disconnect');
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 1.5);
    expect(fake.connectCalls).toBe(2);
  });

  it('stops every retry once closed', () => {
    jest.useFakeTimers();
    const onDisconnect = jest.fn();
    const { socket, fake } = setup({ onDisconnect });
    fake.serverRefuses();
    socket.close();
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(fake.connectCalls).toBe(1);
    expect(socket.connected).toBe(false);
    socket.reconnectNow();
    expect(fake.connectCalls).toBe(1);
  });

  it('tries at once when asked while disconnected', () => {
    jest.useFakeTimers();
    const { socket, fake } = setup();
    fake.serverRefuses();
    socket.reconnectNow();
    expect(fake.connectCalls).toBe(2);
    fake.serverConnects();
    socket.reconnectNow();
    expect(fake.connectCalls).toBe(2);
  });
});

describe('createChatSocket: joining the customer’s room', () => {
  it('reports the connection once the server acknowledged the join', () => {
    const onConnect = jest.fn();
    const factory = fakeSocketFactory();
    createChatSocket({ getToken: () => 't', customerId, handlers: { onConnect }, connect: factory });
    const fake = factory.last;
    fake.ackAnswer = null;
    fake.serverConnects();
    expect(onConnect).not.toHaveBeenCalled();
    fake.pendingAcks[0]!({ ok: true });
    expect(onConnect).toHaveBeenCalledWith({ reconnect: false });
  });

  it('reports nothing for a refused join (the server disconnects it)', () => {
    const onConnect = jest.fn();
    const factory = fakeSocketFactory();
    createChatSocket({ getToken: () => 't', customerId, handlers: { onConnect }, connect: factory });
    factory.last.ackAnswer = { ok: false, code: 'FORBIDDEN', message: 'no' };
    factory.last.serverConnects();
    expect(onConnect).not.toHaveBeenCalled();
  });

  it('goes on without an acknowledgement after a while', () => {
    jest.useFakeTimers();
    const onConnect = jest.fn();
    const factory = fakeSocketFactory();
    createChatSocket({ getToken: () => 't', customerId, handlers: { onConnect }, connect: factory });
    factory.last.ackAnswer = null;
    factory.last.serverConnects();
    jest.advanceTimersByTime(JOIN_ACK_TIMEOUT_MS);
    expect(onConnect).toHaveBeenCalledTimes(1);
    factory.last.pendingAcks[0]!({ ok: true });
    expect(onConnect).toHaveBeenCalledTimes(1);
  });

  it('gives the code of a refused handshake', () => {
    const onConnectError = jest.fn();
    const { fake } = setup({ onConnectError });
    fake.serverRefuses('TOKEN_EXPIRED');
    expect(handshakeErrorCode(onConnectError.mock.calls[0][0])).toBe('TOKEN_EXPIRED');
    expect(handshakeErrorCode(new Error('xhr poll error'))).toBeNull();
  });
});
