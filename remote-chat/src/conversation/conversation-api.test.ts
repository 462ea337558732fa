import type { ApiClient } from 'shared';
import { CHAT_PATHS } from 'shared/constants';
import { createConversationApi } from './conversation-api';
import { CUSTOMER } from './conversation-test-kit';
import { componentEntry, textEntry } from './outbox-entry-builders';

const { customerId } = CUSTOMER;
const writing = { customerId, writtenAt: '2025-03-12T10:00:00.000Z' };

function setup() {
  const client = { get: jest.fn(async (_path: string, _query: unknown, _schema: unknown) => ({})), post: jest.fn(async (_path: string, _body: unknown, _schema: unknown) => ({})) };
  return { client, api: createConversationApi(client as unknown as ApiClient) };
}

describe('createConversationApi', () => {
  it('asks for the whole thread, or only what came after a time', async () => {
    const { client, api } = setup();
    await api.messages(customerId, null);
    await api.messages(customerId, '2025-03-12T10:05:00.000Z');
    expect(client.get.mock.calls.map(([path, query]) => [path, query])).toEqual([
      [CHAT_PATHS.messages, { customerId }],
      [CHAT_PATHS.messages, { customerId, after: '2025-03-12T10:05:00.000Z' }],
    ]);
  });

  it('sends a component through quick reply and any other message as a message, with the entry’s exact body', async () => {
    const { client, api } = setup();
    const text = textEntry(writing, 'hello');
    const card = componentEntry(writing, { kind: 'topic', topic: { name: 'Haircut', type: 'custom', description: '', price: null, image: null } }, 'Haircut');
    await api.send(text);
    await api.send(card);
    expect(client.post.mock.calls.map(([path, body]) => [path, body])).toEqual([
      [CHAT_PATHS.sendMessage, text.body],
      [CHAT_PATHS.quickReply, card.body],
    ]);
  });

  it('uploads the file under its own name, or “attachment” for a nameless recording, naming the picker', async () => {
    const { client, api } = setup();
    await api.upload(new File(['x'], 'photo.png', { type: 'image/png' }), 'image');
    await api.upload(new Blob(['x'], { type: 'audio/webm' }), 'audio');
    const sent = client.post.mock.calls.map(([path, form]) => [path, ((form as FormData).get('file') as File).name]);
    expect(sent).toEqual([
      [`${CHAT_PATHS.upload}?kind=image`, 'photo.png'],
      [`${CHAT_PATHS.upload}?kind=audio`, 'attachment'],
    ]);
  });

  it('tells the server the customer read their messages', async () => {
    const { client, api } = setup();
    await api.markRead(customerId);
    expect(client.post.mock.calls.map(([path, body]) => [path, body])).toEqual([[CHAT_PATHS.markRead, { customerId }]]);
  });
});
