import { CHAT_PATHS, SOCKET_EVENTS } from 'shared/constants';
import { aRootStore, deferred, fakeApi } from 'shared/testing';
import { watchUnread, type UnreadSocket } from './unread-watch';

const CUSTOMER = 'c'.repeat(24);

/** A socket.io client stand-in: the test fires what the server would send. */
function fakeSocket() {
  const listeners = new Map<string, ((...args: never[]) => void)[]>();
  const socket = {
    active: true,
    on: jest.fn((event: string, listener: (...args: never[]) => void): void => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    }),
    emit: jest.fn(),
    connect: jest.fn(),
    disconnect: jest.fn(),
  };
  const fire = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args));
  return { socket: socket as unknown as UnreadSocket & typeof socket, fire };
}

function setUp(counts: number[]) {
  const answers = [...counts];
  const api = fakeApi({ [CHAT_PATHS.unreadCount]: () => ({ message: 'success', unreadCount: answers.shift() ?? 0 }) });
  const store = aRootStore(api);
  const { socket, fire } = fakeSocket();
  const stop = watchUnread(store, CUSTOMER, () => socket);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { api, store, socket, fire, stop, settle };
}

describe('watchUnread', () => {
  it("shows the server's count at once and connects the socket", async () => {
    const { api, store, socket, settle } = setUp([3]);
    await settle();
    expect(api.get).toHaveBeenCalledWith(CHAT_PATHS.unreadCount, { customerId: CUSTOMER }, expect.anything());
    expect(store.ui.unreadCount).toBe(3);
    expect(socket.connect).toHaveBeenCalled();
  });

  it("joins the customer's room on every connection and counts again once joined (what a drop missed)", async () => {
    const { store, socket, fire, settle } = setUp([0, 2]);
    await settle();
    fire('connect');
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.newUserAdd, CUSTOMER, expect.any(Function));
    (socket.emit.mock.calls[0]?.[2] as () => void)();
    await settle();
    expect(store.ui.unreadCount).toBe(2);
  });

  it("counts again on the business's message for this customer or a read receipt, not on the customer's own or another's", async () => {
    const { api, store, fire, settle } = setUp([0, 1, 0]);
    await settle();
    fire(SOCKET_EVENTS.chatMessage, { clientId: CUSTOMER, sender: 'user' });
    fire(SOCKET_EVENTS.chatMessage, { clientId: 'd'.repeat(24), sender: 'business' });
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    fire(SOCKET_EVENTS.chatMessage, { clientId: CUSTOMER, sender: 'business' });
    await settle();
    expect(store.ui.unreadCount).toBe(1);
    fire(SOCKET_EVENTS.messagesRead, { customerId: CUSTOMER, by: 'user', readAt: new Date().toISOString() });
    await settle();
    expect(store.ui.unreadCount).toBe(0);
  });

  it('asks once more, not once per event, when messages come while it is asking', async () => {
    const first = deferred<unknown>();
    const api = fakeApi({ [CHAT_PATHS.unreadCount]: jest.fn().mockReturnValueOnce(first.promise).mockReturnValue({ message: 'success', unreadCount: 4 }) });
    const store = aRootStore(api);
    const { socket, fire } = fakeSocket();
    watchUnread(store, CUSTOMER, () => socket);
    for (let i = 0; i < 3; i += 1) fire(SOCKET_EVENTS.chatMessage, { clientId: CUSTOMER, sender: 'business' });
    first.resolve({ message: 'success', unreadCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.get).toHaveBeenCalledTimes(2);
    expect(store.ui.unreadCount).toBe(4);
  });

  it('comes back after the server disconnects it (its token expired): counts through the API client, then reconnects', async () => {
    jest.useFakeTimers();
    try {
      const { api, socket, fire } = setUp([0, 1]);
      await jest.advanceTimersByTimeAsync(0);
      socket.active = false;
      fire('disconnect', 'io server disconnect');
      expect(socket.connect).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(2_000);
      // the count's REST call is what refreshes an expired token before the socket tries again
      expect(api.get).toHaveBeenCalledTimes(2);
      expect(socket.connect).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not come back after a disconnect of its own (stop)', async () => {
    jest.useFakeTimers();
    try {
      const { socket, fire, stop } = setUp([0]);
      await jest.advanceTimersByTimeAsync(0);
      stop();
      fire('disconnect', 'io client disconnect');
      await jest.advanceTimersByTimeAsync(60_000);
      expect(socket.connect).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops: disconnects and leaves the badge alone', async () => {
    const { store, socket, fire, stop, settle } = setUp([0, 5]);
    await settle();
    stop();
    fire(SOCKET_EVENTS.chatMessage, { clientId: CUSTOMER, sender: 'business' });
    await settle();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(store.ui.unreadCount).toBe(0);
  });
});
