import { aChatMessage, CUSTOMER } from './conversation-test-kit';
import { componentEntry, textEntry } from './outbox-entry-builders';
import { threadItems } from './thread-items';

const writing = { customerId: CUSTOMER.customerId, writtenAt: '2025-03-12T11:00:00.000Z' };

describe('threadItems', () => {
  it('draws the stored messages first, then the waiting ones as the customer’s, pending, at the time they were written', () => {
    const reply = aChatMessage({ sender: 'business', message: 'Hi there' });
    const mine = aChatMessage({ sender: 'user', message: 'Hello' });
    const waiting = textEntry(writing, 'Still there?');
    const items = threadItems([reply, mine], [waiting]);
    expect(items.map((item) => [item.message.message, item.mine, item.pending])).toEqual([
      ['Hi there', false, false],
      ['Hello', true, false],
      ['Still there?', true, true],
    ]);
    expect(items[2]).toMatchObject({ key: waiting.body.clientMessageId, message: { sender: 'user', createdAt: writing.writtenAt, readAt: null, caption: null, payload: null } });
  });

  it('draws a waiting message the server already stored once, as stored', () => {
    const waiting = textEntry(writing, 'Hello');
    const stored = aChatMessage({ sender: 'user', message: 'Hello', clientMessageId: waiting.body.clientMessageId });
    expect(threadItems([stored], [waiting]).map((item) => [item.key, item.pending])).toEqual([[stored._id, false]]);
  });

  it('draws a waiting component message with its card', () => {
    const payload = { kind: 'topic' as const, topic: { name: 'Haircut', type: 'custom' as const, description: '', price: null, image: null } };
    expect(threadItems([], [componentEntry(writing, payload, 'Haircut')])[0]!.message).toMatchObject({ type: 'component', payload });
  });
});
