import { CUSTOMER } from './conversation-test-kit';
import { attachmentEntry, componentEntry, textEntry } from './outbox-entry-builders';

const { customerId } = CUSTOMER;
const writing = { customerId, writtenAt: '2025-03-12T10:00:00.000Z' };
const upload = { url: '/uploads/demo/chat-widget/images/a.png', mimeType: 'image/png' };

describe('outbox entries', () => {
  it('makes a text message of the customer, written now', () => {
    expect(textEntry(writing, 'hello')).toEqual({
      route: 'message',
      body: { senderId: customerId, customerId, message: 'hello', type: 'text', caption: null, contentType: null, clientMessageId: expect.stringMatching(/^[0-9a-f]{32}$/) },
      writtenAt: writing.writtenAt,
    });
  });

  it('sends a component message through quick reply, with its card', () => {
    const payload = { kind: 'topic' as const, topic: { name: 'Haircut', type: 'custom' as const, description: '', price: null, image: null } };
    expect(componentEntry(writing, payload, 'Haircut')).toMatchObject({ route: 'component', body: { type: 'component', payload, message: 'Haircut' } });
  });

  it('gives every entry a client id of its own', () => {
    expect(textEntry(writing, 'a').body.clientMessageId).not.toBe(textEntry(writing, 'a').body.clientMessageId);
  });

  it.each([
    ['image', 'image'],
    ['video', 'file'],
    ['audio', 'audio'],
    ['document', 'file'],
  ] as const)('sends an upload from the %s picker as a %s message', (kind, type) => {
    expect(attachmentEntry(writing, upload, kind, '').body).toMatchObject({ type, message: upload.url, contentType: 'image/png' });
  });

  it('sends the caption trimmed, and none for a blank one', () => {
    expect(attachmentEntry(writing, upload, 'image', '  my cart  ').body.caption).toBe('my cart');
    expect(attachmentEntry(writing, upload, 'image', '   ').body.caption).toBeNull();
  });
});
