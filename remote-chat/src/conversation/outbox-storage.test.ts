import { createMemoryStorage } from 'shared';
import { OUTBOX_STORAGE_KEY, readOutbox, writeOutbox, type OutboxEntry } from './outbox-storage';

const customerId = 'c0ffee0000000000000000c1';
const entry = (clientMessageId: string, owner = customerId): OutboxEntry => ({
  route: 'message',
  body: { senderId: owner, customerId: owner, message: 'hi', type: 'text', caption: null, contentType: null, clientMessageId },
  writtenAt: '2025-03-12T10:00:00.000Z',
});

describe('outbox storage', () => {
  it('keeps the queue in order and removes the key once it is empty', () => {
    const storage = createMemoryStorage();
    writeOutbox(storage, [entry('aaaaaaaa1'), entry('bbbbbbbb2')]);
    expect(readOutbox(storage, customerId).map((e) => e.body.clientMessageId)).toEqual(['aaaaaaaa1', 'bbbbbbbb2']);
    writeOutbox(storage, []);
    expect(storage.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"a":1}'],
    ['entries of the wrong shape', '[{"route":"message","body":{"message":"hi"}}]'],
  ])('reads %s as an empty queue', (_case, raw) => {
    expect(readOutbox(createMemoryStorage({ [OUTBOX_STORAGE_KEY]: raw }), customerId)).toEqual([]);
  });

  it('leaves out another customer’s messages', () => {
    const storage = createMemoryStorage();
    writeOutbox(storage, [entry('aaaaaaaa1', 'bad0000000000000000000b1'), entry('bbbbbbbb2')]);
    expect(readOutbox(storage, customerId).map((e) => e.body.clientMessageId)).toEqual(['bbbbbbbb2']);
  });

  it('works on without storage, or with a storage that throws', () => {
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(readOutbox(null, customerId)).toEqual([]);
    expect(readOutbox(throwing, customerId)).toEqual([]);
    expect(() => writeOutbox(throwing, [entry('aaaaaaaa1')])).not.toThrow();
  });
});
