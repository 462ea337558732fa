import { SOCKET_EVENTS } from 'shared/constants';
import { createChatSocket } from '../realtime/chat-socket';
import { fakeSocketFactory } from '../realtime/socket-test-kit';
import { ConversationConnection, type ConnectionEvents } from './conversation-connection';
import { CUSTOMER, fakeSignals } from './conversation-test-kit';

function openConnection(initial: { online?: boolean } = {}) {
  const sockets = fakeSocketFactory();
  const signals = fakeSignals(initial);
  const events: jest.Mocked<ConnectionEvents> = {
    connected: jest.fn(),
    backOnline: jest.fn(),
    pageChanged: jest.fn(),
    refused: jest.fn(),
    message: jest.fn(),
    messagesRead: jest.fn(),
    orderUpdated: jest.fn(),
  };
  const connection = new ConversationConnection({ connectSocket: (options) => createChatSocket({ ...options, connect: sockets }), signals, now: () => 0 });
  connection.open(CUSTOMER.customerId, () => 'token', events);
  return { connection, sockets, signals, events };
}

describe('ConversationConnection', () => {
  it('says when the socket connects and drops, and remembers it once connected', () => {
    const { connection, sockets, events } = openConnection();
    expect(connection.connected).toBe(false);
    sockets.last.serverConnects();
    expect(connection.connected).toBe(true);
    expect(events.connected).toHaveBeenCalledTimes(1);
    sockets.last.drop();
    expect(connection.connected).toBe(false);
    expect(connection.hasConnected).toBe(true);
  });

  it('reconnects at once and reports it when the network comes back, and reports every page change', () => {
    const { connection, sockets, signals, events } = openConnection({ online: false });
    expect(connection.online).toBe(false);
    signals.set({ visible: false });
    expect(events.backOnline).not.toHaveBeenCalled();
    const tries = sockets.last.connectCalls;
    signals.set({ online: true });
    expect(connection.online).toBe(true);
    expect(events.backOnline).toHaveBeenCalledTimes(1);
    expect(events.pageChanged).toHaveBeenCalledTimes(2);
    expect(sockets.last.connectCalls).toBe(tries + 1);
  });

  it('reports a refused handshake only while the network is up', () => {
    const { sockets, signals, events } = openConnection();
    sockets.last.serverRefuses();
    expect(events.refused).toHaveBeenCalledTimes(1);
    signals.set({ online: false });
    sockets.last.serverRefuses();
    expect(events.refused).toHaveBeenCalledTimes(1);
  });

  it('hears the business typing in its own conversation only, until the business writes', () => {
    const { connection, sockets } = openConnection();
    sockets.last.serverConnects();
    sockets.last.serverEmits(SOCKET_EVENTS.typing, { customerId: 'c0ffee0000000000000000c2', from: 'business', isTyping: true });
    expect(connection.businessTyping).toBe(false);
    sockets.last.serverEmits(SOCKET_EVENTS.typing, { customerId: CUSTOMER.customerId, from: 'business', isTyping: true });
    expect(connection.businessTyping).toBe(true);
    connection.businessWrote();
    expect(connection.businessTyping).toBe(false);
  });

  it('passes on order news of its own customer only', () => {
    const { sockets, events } = openConnection();
    sockets.last.serverConnects();
    const update = { orderId: 'a0ffee0000000000000000a1', status: 'Processing', paymentStatus: 'Paid' };
    sockets.last.serverEmits(SOCKET_EVENTS.orderUpdated, { ...update, customerId: 'c0ffee0000000000000000c2' });
    sockets.last.serverEmits(SOCKET_EVENTS.orderUpdated, { ...update, customerId: CUSTOMER.customerId });
    expect(events.orderUpdated).toHaveBeenCalledTimes(1);
  });

  it('stops hearing the page and the socket once closed', () => {
    const { connection, sockets, signals, events } = openConnection();
    sockets.last.serverConnects();
    connection.close();
    expect(connection.connected).toBe(false);
    expect(connection.hasConnected).toBe(false);
    signals.set({ visible: false });
    expect(events.pageChanged).not.toHaveBeenCalled();
  });
});
