import { ApiError, createMemoryStorage, type ChatMessage } from 'shared';
import { OutboxSender, HELD_BACK_DEFAULT_MS, UNREACHED_RETRY_MS } from './outbox-sender';
import { aChatMessage, CUSTOMER } from './conversation-test-kit';
import { OUTBOX_STORAGE_KEY, writeOutbox, type OutboxEntry } from './outbox-storage';
import { textEntry } from './outbox-entry-builders';

const { customerId } = CUSTOMER;
const entry = (message: string, owner = customerId) => textEntry({ customerId: owner, writtenAt: '2025-03-12T10:00:00.000Z' }, message);
const storedCopy = (sent: OutboxEntry) => aChatMessage({ sender: 'user', message: sent.body.message, clientMessageId: sent.body.clientMessageId });

/** An outbox of a connected conversation whose sends the server answers with a stored copy unless told otherwise. */
function setup() {
  const conversation = { activeCustomerId: customerId as string | null, online: true, connected: true };
  const storage = createMemoryStorage();
  const send = jest.fn(async (sent: OutboxEntry) => ({ message: 'success' as const, newMessage: storedCopy(sent) }));
  const sent: ChatMessage[] = [];
  const refused: unknown[] = [];
  const heldBack: [unknown, number][] = [];
  const unreached: number[] = [];
  const outbox = new OutboxSender({
    storage,
    api: { send },
    conversation,
    onSent: (message) => sent.push(message),
    onRefused: (error) => refused.push(error),
    onHeldBack: (error, retryInMs) => heldBack.push([error, retryInMs]),
    onUnreached: (retryInMs) => unreached.push(retryInMs),
  });
  return { outbox, conversation, storage, send, sent, refused, heldBack, unreached };
}

describe('OutboxSender', () => {
  it('asks for a later try, waiting longer each time, when a send does not reach the server while connected (a gateway 502 while an API process restarts)', async () => {
    const { outbox, send, unreached } = setup();
    outbox.add(entry('hello'));
    const gateway = new ApiError(502, 'BAD_GATEWAY', 'Bad gateway');
    send.mockRejectedValueOnce(gateway).mockRejectedValueOnce(gateway).mockRejectedValueOnce(gateway);
    for (let i = 0; i < 3; i += 1) await outbox.flush();
    expect(unreached).toEqual([UNREACHED_RETRY_MS.first, UNREACHED_RETRY_MS.first * 2, UNREACHED_RETRY_MS.first * 4]);
    await outbox.flush();
    expect(outbox.entries).toEqual([]);
    // a success starts the waits again from the first
    outbox.add(entry('again'));
    send.mockRejectedValueOnce(gateway);
    await outbox.flush();
    expect(unreached.at(-1)).toBe(UNREACHED_RETRY_MS.first);
  });

  it('waits for the connection instead when the network or the socket went down with the send', async () => {
    const { outbox, conversation, send, unreached } = setup();
    outbox.add(entry('hello'));
    send.mockImplementationOnce(async () => {
      conversation.connected = false;
      throw new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.');
    });
    await outbox.flush();
    expect(unreached).toEqual([]);
    expect(outbox.entries).toHaveLength(1);
  });

  it('sends oldest first, and each entry leaves the page and the tab’s copy once stored', async () => {
    const { outbox, storage, send, sent } = setup();
    outbox.add(entry('first'));
    outbox.add(entry('second'));
    expect(storage.data.has(OUTBOX_STORAGE_KEY)).toBe(true);
    await outbox.flush();
    expect(send.mock.calls.map(([e]) => e.body.message)).toEqual(['first', 'second']);
    expect(sent.map((m) => m.message)).toEqual(['first', 'second']);
    expect(outbox.entries).toEqual([]);
    expect(storage.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it('sends nothing while the network or the socket is down', async () => {
    const { outbox, conversation, send } = setup();
    outbox.add(entry('hello'));
    conversation.connected = false;
    await outbox.flush();
    conversation.connected = true;
    conversation.online = false;
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(outbox.entries).toHaveLength(1);
  });

  it('keeps an entry that did not reach the server, in its place, and sends it with the same id on the next flush', async () => {
    const { outbox, send } = setup();
    outbox.add(entry('first'));
    outbox.add(entry('second'));
    send.mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Unable to reach the server.'));
    await outbox.flush();
    expect(outbox.entries.map((e) => e.body.message)).toEqual(['first', 'second']);
    await outbox.flush();
    expect(send.mock.calls.map(([e]) => e.body.message)).toEqual(['first', 'first', 'second']);
    expect(send.mock.calls[1]![0].body.clientMessageId).toBe(send.mock.calls[0]![0].body.clientMessageId);
  });

  it('drops an entry the server refuses, says why, and goes on with the next', async () => {
    const { outbox, send, refused } = setup();
    const tooLong = new ApiError(400, 'VALIDATION', 'Message is too long');
    outbox.add(entry('refused'));
    outbox.add(entry('fine'));
    send.mockRejectedValueOnce(tooLong);
    await outbox.flush();
    expect(refused).toEqual([tooLong]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.entries).toEqual([]);
  });

  it('keeps the entries, in their place, when the server says too many were sent, and says when to try again', async () => {
    const { outbox, send, refused, heldBack, storage } = setup();
    const tooMany = Object.assign(new ApiError(429, 'RATE_LIMITED', 'Too many messages sent in a short time. Please try again in 40 seconds.'), { retryAfterSeconds: 40 });
    outbox.add(entry('first'));
    outbox.add(entry('second'));
    send.mockRejectedValueOnce(tooMany);
    await outbox.flush();
    expect(heldBack).toEqual([[tooMany, 40_000]]);
    expect(refused).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.entries.map((e) => e.body.message)).toEqual(['first', 'second']);
    expect(storage.data.has(OUTBOX_STORAGE_KEY)).toBe(true);
    // the wait is over: the same entries go, with their ids
    await outbox.flush();
    expect(send.mock.calls.map(([e]) => e.body.message)).toEqual(['first', 'first', 'second']);
    expect(outbox.entries).toEqual([]);
  });

  it('waits a default time when a 429 names no wait', async () => {
    const { outbox, send, heldBack } = setup();
    outbox.add(entry('hello'));
    send.mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'));
    await outbox.flush();
    expect(heldBack.map(([, ms]) => ms)).toEqual([HELD_BACK_DEFAULT_MS]);
  });

  it('runs one flush at a time: a call during a run joins it', async () => {
    const { outbox, send } = setup();
    outbox.add(entry('hello'));
    const first = outbox.flush();
    expect(outbox.flush()).toBe(first);
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('changes nothing with an answer that comes after the conversation stopped', async () => {
    const { outbox, conversation, sent } = setup();
    outbox.add(entry('hello'));
    const flushing = outbox.flush();
    conversation.activeCustomerId = null;
    await flushing;
    expect(sent).toEqual([]);
    expect(outbox.entries).toHaveLength(1);
  });

  it('lets go of the entries the server stored by another way (an echo, a catch-up)', () => {
    const { outbox } = setup();
    const echoed = entry('echoed');
    outbox.add(echoed);
    outbox.add(entry('waiting'));
    outbox.release([storedCopy(echoed), aChatMessage()]);
    expect(outbox.entries.map((e) => e.body.message)).toEqual(['waiting']);
  });

  it('takes up the customer’s entries from the tab after a reload, and the tab keeps them when the page forgets', () => {
    const { outbox, storage } = setup();
    writeOutbox(storage, [entry('before the reload'), entry('someone else’s', 'bad0000000000000000000b1')]);
    outbox.restore(customerId);
    expect(outbox.entries.map((e) => e.body.message)).toEqual(['before the reload']);
    outbox.forget();
    expect(outbox.entries).toEqual([]);
    outbox.restore(customerId);
    expect(outbox.entries.map((e) => e.body.message)).toEqual(['before the reload']);
  });
});
