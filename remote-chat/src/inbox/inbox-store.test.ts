import { TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from 'shared/constants';
import { clientMessageIdSchema, inboxReplyBodySchema } from 'shared/contracts';
import { aConversation, aMessage, fakeConnection, fakeInboxApi, flush, startedInbox } from './inbox-test-kit';
import { InboxStore } from './inbox-store';
import { TYPING_IDLE_MS } from './typing-signal';

/** A store whose first list load fails. */
async function startedInboxFailing() {
  const api = fakeInboxApi([]);
  api.conversations.mockRejectedValueOnce(new Error('offline'));
  const connection = fakeConnection();
  const notify = jest.fn();
  const store = new InboxStore({ api, connect: connection.connect, notify });
  store.start();
  await flush();
  return { store, notify };
}

const names = (list: { customer: { name: string } }[]) => list.map((c) => c.customer.name);

describe('InboxStore', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the conversations newest first with their unread counts', async () => {
    const older = aConversation('Asha', '2026-11-22T08:00:00.000Z', { unreadCount: 0 });
    const newest = aConversation('Ravi', '2026-11-23T08:30:00.000Z', { unreadCount: 3 });
    const middle = aConversation('Meena', '2026-11-23T07:00:00.000Z', { unreadCount: 1 });
    const { store } = await startedInbox([older, newest, middle]);
    expect(store.listStatus).toBe('ready');
    expect(names(store.conversations)).toEqual(['Ravi', 'Meena', 'Asha']);
    expect(store.conversations.map((c) => c.unreadCount)).toEqual([3, 1, 0]);
    expect(store.unreadTotal).toBe(4);
  });

  it('marks a conversation read when the owner opens it, and loads its thread and customer', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z', { unreadCount: 2 });
    const { store, api } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    api.messages.mockResolvedValueOnce([aMessage(id, { message: 'Hello' })]);
    store.select(id);
    expect(store.conversations[0]!.unreadCount).toBe(0);
    expect(api.markRead).toHaveBeenCalledWith(id);
    await flush();
    expect(api.messages).toHaveBeenCalledWith(id, undefined);
    expect(api.customer).toHaveBeenCalledWith(id);
    expect(store.thread.map((m) => m.message)).toEqual(['Hello']);
    expect(store.details.get(id)?.customer.name).toBe('Ravi');
  });

  it('moves a conversation that receives a live message to the top and raises its badge', async () => {
    const open = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const other = aConversation('Asha', '2026-11-22T08:00:00.000Z', { unreadCount: 1 });
    const { store, connection, api } = await startedInbox([open, other]);
    store.select(open.customer.customerId);
    await flush();
    api.markRead.mockClear();
    const asha = other.customer.customerId;
    const message = aMessage(asha, { message: 'Can I pay on delivery?', createdAt: '2026-11-23T09:00:00.000Z' });
    connection.events.message({ customerId: asha, message });
    expect(names(store.conversations)).toEqual(['Asha', 'Ravi']);
    expect(store.conversations[0]!.unreadCount).toBe(2);
    expect(store.conversations[0]!.lastMessage?.message).toBe('Can I pay on delivery?');
    expect(api.markRead).not.toHaveBeenCalled();
  });

  it('keeps the open conversation read when its customer writes, and shows the line in the thread', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, connection, api } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    store.select(id);
    await flush();
    connection.events.message({ customerId: id, message: aMessage(id, { message: 'Thanks!', createdAt: '2026-11-23T09:10:00.000Z' }) });
    expect(store.conversations[0]!.unreadCount).toBe(0);
    expect(store.thread.map((m) => m.message)).toEqual(['Thanks!']);
    expect(api.markRead).toHaveBeenCalledTimes(2);
  });

  it('fetches the list again when a customer it does not know yet writes', async () => {
    const { store, connection, api } = await startedInbox([]);
    const stranger = aConversation('Kiran', '2026-11-23T09:00:00.000Z', { unreadCount: 1 });
    api.conversations.mockResolvedValueOnce([stranger]);
    connection.events.message({ customerId: stranger.customer.customerId, message: stranger.lastMessage! });
    await flush();
    expect(names(store.conversations)).toEqual(['Kiran']);
  });

  it('ignores a live message whose customer is not the event’s conversation', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const asha = aConversation('Asha', '2026-11-22T08:00:00.000Z');
    const { store, connection } = await startedInbox([ravi, asha]);
    connection.events.message({ customerId: asha.customer.customerId, message: aMessage(ravi.customer.customerId, { createdAt: '2026-11-23T10:00:00.000Z' }) });
    expect(store.conversations.map((c) => c.unreadCount)).toEqual([0, 0]);
  });

  it('sends a reply with the customer, the trimmed text and a client message id, and shows it at once', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    store.select(id);
    await flush();
    expect(store.sendText('  Yes, in blue too.  ')).toBe(true);
    expect(store.thread.map((m) => [m.message, m.sender])).toEqual([['Yes, in blue too.', 'business']]);
    expect(store.isPending(store.thread[0]!)).toBe(true);
    const body = api.reply.mock.calls[0]![0];
    expect(inboxReplyBodySchema.parse(body)).toEqual(body);
    expect(body).toEqual({ customerId: id, message: 'Yes, in blue too.', type: 'text', clientMessageId: expect.any(String) });
    expect(clientMessageIdSchema.safeParse(body.clientMessageId).success).toBe(true);
    await flush();
    expect(store.thread).toHaveLength(1);
    expect(store.isPending(store.thread[0]!)).toBe(false);
    expect(store.conversations[0]!.lastMessage?.message).toBe('Yes, in blue too.');
  });

  it.each([[''], ['   '], ['\n\t']])('sends nothing for %j', async (text) => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api } = await startedInbox([ravi]);
    store.select(ravi.customer.customerId);
    expect(store.sendText(text)).toBe(false);
    expect(api.reply).not.toHaveBeenCalled();
  });

  it('keeps a failed reply with its client id and sends that same id again on retry', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, notify } = await startedInbox([ravi]);
    store.select(ravi.customer.customerId);
    await flush();
    api.reply.mockRejectedValueOnce(new Error('offline'));
    store.sendText('Coming tomorrow');
    await flush();
    const failed = store.thread[0]!;
    expect(store.isFailed(failed)).toBe(true);
    expect(notify).toHaveBeenCalledWith('Your reply was not sent.', 'error');
    store.retry(failed);
    await flush();
    expect(api.reply.mock.calls[1]![0].clientMessageId).toBe(failed.clientMessageId);
    expect(store.thread).toHaveLength(1);
    expect(store.isFailed(store.thread[0]!)).toBe(false);
  });

  it('shows a reply echoed by the socket once', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    store.select(id);
    await flush();
    store.sendText('On its way');
    await flush();
    const stored = await api.reply.mock.results[0]!.value;
    connection.events.message({ customerId: id, message: stored });
    expect(store.thread).toHaveLength(1);
  });

  it('gives the owner’s replies their read tick when the customer reads them', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    api.messages.mockResolvedValueOnce([
      aMessage(id, { sender: 'business', createdAt: '2026-11-23T08:00:00.000Z' }),
      aMessage(id, { sender: 'business', createdAt: '2026-11-23T09:00:00.000Z' }),
    ]);
    store.select(id);
    await flush();
    connection.events.read({ customerId: id, by: 'user', readAt: '2026-11-23T08:30:00.000Z' });
    expect(store.thread.map((m) => m.readAt)).toEqual(['2026-11-23T08:30:00.000Z', null]);
  });

  it('clears a badge the owner read in another tab', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z', { unreadCount: 4 });
    const { store, connection } = await startedInbox([ravi]);
    connection.events.read({ customerId: ravi.customer.customerId, by: 'business', readAt: '2026-11-23T09:00:00.000Z' });
    expect(store.unreadTotal).toBe(0);
  });

  it('shows the customer typing until they stop, write, or go quiet', async () => {
    jest.useFakeTimers();
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    connection.events.typing({ customerId: id, from: 'user', isTyping: true });
    expect(store.typing.has(id)).toBe(true);
    connection.events.typing({ customerId: id, from: 'user', isTyping: false });
    expect(store.typing.has(id)).toBe(false);
    connection.events.typing({ customerId: id, from: 'business', isTyping: true });
    expect(store.typing.has(id)).toBe(false);
    connection.events.typing({ customerId: id, from: 'user', isTyping: true });
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(store.typing.has(id)).toBe(false);
  });

  it('tells the customer the owner is typing at most once per throttle period, and when they stop', async () => {
    jest.useFakeTimers();
    let now = 1_000_000;
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    store.select(id);
    // the store reads Date.now by default: drive it through jest's clock
    jest.setSystemTime(now);
    store.composing('H');
    store.composing('He');
    now += TYPING_THROTTLE_MS - 1;
    jest.setSystemTime(now);
    store.composing('Hel');
    expect(connection.emitTyping.mock.calls).toEqual([[id, true]]);
    now += 1;
    jest.setSystemTime(now);
    store.composing('Hell');
    expect(connection.emitTyping.mock.calls).toEqual([
      [id, true],
      [id, true],
    ]);
    jest.advanceTimersByTime(TYPING_IDLE_MS);
    expect(connection.emitTyping.mock.calls.at(-1)).toEqual([id, false]);
    store.composing('Hello');
    store.sendText('Hello');
    expect(connection.emitTyping.mock.calls.at(-1)).toEqual([id, false]);
  });

  it('refreshes the open customer’s orders when one of them changes', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    store.select(id);
    await flush();
    connection.events.orderUpdated({ customerId: id, orderId: ravi.customer.customerId, status: 'Cancelled', paymentStatus: 'Pending' });
    expect(api.customer).toHaveBeenCalledTimes(2);
  });

  it('fetches what the open thread missed after the socket comes back', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    api.messages.mockResolvedValueOnce([aMessage(id, { createdAt: '2026-11-23T08:30:00.000Z' })]);
    store.select(id);
    await flush();
    connection.events.connected();
    await flush();
    connection.events.disconnected();
    const listCalls = api.conversations.mock.calls.length;
    connection.events.connected();
    await flush();
    expect(api.conversations).toHaveBeenCalledTimes(listCalls + 1);
    expect(api.messages).toHaveBeenLastCalledWith(id, '2026-11-23T08:30:00.000Z');
  });

  it('catches up from where the socket went down, not from a reply the owner sent while it was down', async () => {
    const ravi = aConversation('Ravi', '2026-11-23T08:30:00.000Z');
    const { store, api, connection } = await startedInbox([ravi]);
    const id = ravi.customer.customerId;
    api.messages.mockResolvedValueOnce([aMessage(id, { message: 'Hello', createdAt: '2026-11-23T08:30:00.000Z' })]);
    store.select(id);
    await flush();
    connection.events.connected();
    await flush();
    // the API process holding the socket dies; the customer writes (unheard), the owner replies after it
    connection.events.disconnected();
    store.sendText('Yes');
    await flush();
    const missed = aMessage(id, { message: 'Is it in stock?', createdAt: '2026-11-23T08:30:30.000Z' });
    api.messages.mockResolvedValueOnce([missed]);
    connection.events.connected();
    await flush();
    expect(api.messages).toHaveBeenLastCalledWith(id, '2026-11-23T08:30:00.000Z');
    expect(store.thread.map((m) => m.message)).toEqual(['Hello', 'Is it in stock?', 'Yes']);
  });

  it('says so when the list cannot be loaded, but not when a refresh behind it fails', async () => {
    const { store, api, notify, connection } = await startedInbox([aConversation('Ravi', '2026-11-23T08:30:00.000Z')]);
    api.conversations.mockRejectedValue(new Error('offline'));
    connection.events.connected();
    await flush();
    expect(store.listStatus).toBe('ready');
    expect(store.conversations).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();

    const fresh = await startedInboxFailing();
    expect(fresh.store.listStatus).toBe('error');
    expect(fresh.notify).toHaveBeenCalledWith('Could not load your conversations.', 'error');
  });

  it('closes the socket when stopped', async () => {
    const { store, connection } = await startedInbox([]);
    store.stop();
    expect(connection.close).toHaveBeenCalled();
  });
});
