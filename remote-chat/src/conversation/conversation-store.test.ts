import { ApiError } from 'shared';
import { CHAT_MESSAGES, CHAT_PATHS, SOCKET_EVENTS, TYPING_THROTTLE_MS, TYPING_TIMEOUT_MS } from 'shared/constants';
import { SENDING_FLAG_CLEAR_MS, TYPING_INDICATOR_MS } from 'shared/rules';
import { aChatMessage, CUSTOMER, settle, setupConversation, type ConversationSetup } from './conversation-test-kit';
import { ORDER_UPDATED_EVENT } from '../history/order-updated';
import { OUTBOX_STORAGE_KEY } from './outbox';

const { customerId } = CUSTOMER;

/** Started and connected, the thread loaded. */
async function connected(setup: ConversationSetup = setupConversation()) {
  setup.store.start();
  setup.sockets.last.serverConnects();
  await settle();
  return setup;
}

afterEach(() => jest.useRealTimers());

describe('ConversationStore: loading and catching up', () => {
  it('loads the thread on start and names the customer on the socket; a second start changes nothing', async () => {
    const setup = setupConversation();
    const first = setup.server.add(aChatMessage({ message: 'Welcome' }));
    setup.store.start();
    setup.store.start();
    await settle();
    expect(setup.store.status).toBe('ready');
    expect(setup.store.messages).toEqual([first]);
    expect(setup.sockets.sockets).toHaveLength(1);
    expect(setup.sockets.last.handshakeToken()).toBe('access-token');
    setup.sockets.last.serverConnects();
    expect(setup.sockets.last.emittedOf(SOCKET_EVENTS.newUserAdd)).toEqual([[customerId]]);
  });

  it('does nothing for a visitor who has not logged in', () => {
    const setup = setupConversation({ loggedIn: false });
    setup.store.start();
    expect(setup.sockets.sockets).toHaveLength(0);
    expect(setup.server.api.get).not.toHaveBeenCalled();
  });

  it('fetches what was missed with `after` the newest stored message on reconnect, and counts it unread while closed', async () => {
    const setup = await connected();
    const seen = setup.server.add(aChatMessage({ message: 'seen' }));
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, seen);
    setup.root.ui.setUnreadCount(0);
    setup.sockets.last.drop();
    const missed = setup.server.add(aChatMessage({ message: 'missed while away' }));
    setup.sockets.last.serverConnects();
    await settle();
    const lastGet = setup.server.api.get.mock.calls.at(-1)!;
    expect(lastGet[0]).toBe(CHAT_PATHS.messages);
    expect(lastGet[1]).toEqual({ customerId, after: seen.createdAt });
    expect(setup.store.messages.map((m) => m.message)).toEqual(['seen', 'missed while away']);
    expect(setup.store.messages.at(-1)).toEqual(missed);
    expect(setup.root.ui.unreadCount).toBe(1);
  });

  it('shows the unread business replies on the badge after the first load while closed', async () => {
    const setup = setupConversation();
    setup.server.add(aChatMessage({ sender: 'business' }));
    setup.server.add(aChatMessage({ sender: 'business', readAt: '2025-03-12T09:00:00.000Z' }));
    setup.server.add(aChatMessage({ sender: 'user' }));
    setup.store.start();
    await settle();
    expect(setup.root.ui.unreadCount).toBe(1);
  });

  it('says the thread could not load, and loads it when the connection returns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setup = setupConversation();
    setup.server.unreachable = true;
    setup.store.start();
    await settle();
    expect(setup.store.status).toBe('error');
    setup.server.unreachable = false;
    setup.sockets.last.serverConnects();
    await settle();
    expect(setup.store.status).toBe('ready');
    warn.mockRestore();
  });

  it('forgets the thread and disconnects on stop, and stops by itself on logout', async () => {
    const setup = await connected();
    setup.server.add(aChatMessage());
    await setup.store.sync();
    expect(setup.store.messages).toHaveLength(1);
    setup.root.session.endSession();
    expect(setup.store.messages).toEqual([]);
    expect(setup.store.activeCustomerId).toBeNull();
    expect(setup.sockets.last.connected).toBe(false);
  });
});

describe('ConversationStore: messages from the socket', () => {
  it('ignores messages of another customer', async () => {
    const setup = await connected();
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage({ clientId: 'bad0000000000000000000b1' }));
    expect(setup.store.messages).toEqual([]);
    expect(setup.root.ui.unreadCount).toBe(0);
  });

  it.each([
    ['closed', false, 2],
    ['open', true, 0],
  ])('counts the business’s new messages as unread while the panel is %s', async (_state, open, expected) => {
    const setup = await connected();
    if (open) setup.root.ui.openChat();
    const message = aChatMessage();
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, message);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, message);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage());
    expect(setup.store.messages).toHaveLength(2);
    expect(setup.root.ui.unreadCount).toBe(expected);
  });

  it('counts nothing while the thread is on screen (the mobile chat page)', async () => {
    const setup = await connected();
    setup.store.setOnScreen(true);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage());
    expect(setup.root.ui.unreadCount).toBe(0);
    await settle();
  });

  it('keeps one copy of one’s own message whether the echo comes before or after the answer', async () => {
    const setup = await connected();
    const sending = setup.store.sendText('  Is the blue one in stock?  ');
    const [body] = setup.server.posted(CHAT_PATHS.sendMessage);
    expect(body).toMatchObject({ message: 'Is the blue one in stock?', type: 'text', customerId, senderId: customerId });
    // the socket's echo arrives before the POST answers
    setup.sockets.last.serverEmits(
      SOCKET_EVENTS.chatMessage,
      aChatMessage({ _id: 'e0e0e0e0e0e0e0e0e0e0e0e0', sender: 'user', message: 'Is the blue one in stock?', clientMessageId: String(body!.clientMessageId) }),
    );
    await sending;
    expect(setup.store.thread.map((item) => [item.message.message, item.pending])).toEqual([['Is the blue one in stock?', false]]);
    expect(setup.root.ui.unreadCount).toBe(0);
  });

  it('does not send text that is empty after trimming', async () => {
    const setup = await connected();
    await setup.store.sendText('   \n ');
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
    expect(setup.store.outbox).toEqual([]);
  });

  it('sends a component message through quick reply, drawn as a card', async () => {
    const setup = await connected();
    const payload = { kind: 'topic' as const, topic: { name: 'Haircut', type: 'custom' as const, description: '', price: null, image: null } };
    await setup.store.sendComponent(payload, 'Haircut');
    expect(setup.server.posted(CHAT_PATHS.quickReply)).toEqual([expect.objectContaining({ type: 'component', payload, message: 'Haircut', customerId })]);
    expect(setup.store.messages[0]).toMatchObject({ type: 'component', payload });
  });

  it('shows the server’s message when a send is refused, else the specification’s', async () => {
    const setup = await connected();
    setup.server.failNext(CHAT_PATHS.sendMessage, new ApiError(400, 'VALIDATION', 'Message is too long'));
    await setup.store.sendText('hello');
    setup.server.failNext(CHAT_PATHS.sendMessage, new ApiError(500, undefined, 'Internal Server Error'));
    await setup.store.sendText('again');
    expect(setup.root.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([
      ['Message is too long', 'error'],
      [CHAT_MESSAGES.sendFailed, 'error'],
    ]);
    expect(setup.store.outbox).toEqual([]);
  });
});

describe('ConversationStore: sending too fast', () => {
  it('keeps a message the server holds back (429) as waiting, shows the server’s words, and sends it once the wait is over', async () => {
    jest.useFakeTimers();
    const setup = await connected();
    const words = 'Too many messages sent in a short time. Please try again in 20 seconds.';
    setup.server.failNext(CHAT_PATHS.sendMessage, Object.assign(new ApiError(429, 'RATE_LIMITED', words), { retryAfterSeconds: 20 }));
    await setup.store.sendText('my typed words');
    expect(setup.root.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([[words, 'error']]);
    expect(setup.store.thread.map((item) => [item.message.message, item.pending])).toEqual([['my typed words', true]]);

    jest.advanceTimersByTime(19_000);
    await settle();
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toHaveLength(1);
    jest.advanceTimersByTime(1_000);
    await settle();
    const [first, again] = setup.server.posted(CHAT_PATHS.sendMessage);
    expect(again).toMatchObject({ message: 'my typed words', clientMessageId: first!.clientMessageId });
    expect(setup.store.thread.map((item) => [item.message.message, item.pending])).toEqual([['my typed words', false]]);
  });
});

describe('ConversationStore: the offline outbox', () => {
  it('keeps messages written offline in the page and the tab’s storage, then sends them once, in order', async () => {
    const setup = await connected();
    setup.signals.set({ online: false });
    await setup.store.sendText('first');
    await setup.store.sendText('second');
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
    expect(setup.store.thread.map((item) => [item.message.message, item.pending])).toEqual([
      ['first', true],
      ['second', true],
    ]);
    const saved = JSON.parse(setup.session.data.get(OUTBOX_STORAGE_KEY)!) as { body: { message: string } }[];
    expect(saved.map((entry) => entry.body.message)).toEqual(['first', 'second']);

    setup.signals.set({ online: true });
    await settle();
    expect(setup.server.posted(CHAT_PATHS.sendMessage).map((body) => body.message)).toEqual(['first', 'second']);
    expect(setup.store.thread.map((item) => [item.message.message, item.pending])).toEqual([
      ['first', false],
      ['second', false],
    ]);
    expect(setup.session.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
    setup.signals.set({ online: false });
    setup.signals.set({ online: true });
    await settle();
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toHaveLength(2);
  });

  it('waits for the socket too, and sends on its reconnection', async () => {
    const setup = await connected();
    setup.sockets.last.drop();
    await setup.store.sendText('while the socket is down');
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
    expect(setup.store.waitingForConnection).toBe(true);
    setup.sockets.last.serverConnects();
    await settle();
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toHaveLength(1);
    expect(setup.store.outbox).toEqual([]);
  });

  it('retries a send that never got an answer with the same client id, so the server stores it once', async () => {
    const setup = await connected();
    setup.server.unreachable = true;
    await setup.store.sendText('hello');
    expect(setup.store.outbox).toHaveLength(1);
    setup.server.unreachable = false;
    setup.sockets.last.drop();
    setup.sockets.last.serverConnects();
    await settle();
    const [first, retry] = setup.server.posted(CHAT_PATHS.sendMessage);
    expect(retry!.clientMessageId).toBe(first!.clientMessageId);
    expect(setup.server.messages).toHaveLength(1);
    expect(setup.store.messages).toHaveLength(1);
  });

  it('does not send again what the catch-up shows was stored (the answer was lost)', async () => {
    const setup = await connected();
    setup.sockets.last.drop();
    await setup.store.sendText('stored but unanswered');
    const clientMessageId = setup.store.outbox[0]!.body.clientMessageId;
    setup.server.add(aChatMessage({ sender: 'user', message: 'stored but unanswered', clientMessageId }));
    setup.sockets.last.serverConnects();
    await settle();
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
    expect(setup.store.thread).toHaveLength(1);
  });

  it('restores the queue after a reload and sends it; another customer’s queue is dropped', async () => {
    const before = setupConversation({ online: false });
    before.store.start();
    await before.store.sendText('written before the reload');
    const otherCustomers = JSON.parse(before.session.data.get(OUTBOX_STORAGE_KEY)!) as { body: Record<string, string> }[];
    const stranger = { ...otherCustomers[0]!, body: { ...otherCustomers[0]!.body, customerId: 'bad0000000000000000000b1', clientMessageId: 'stranger0001' } };
    before.session.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([...otherCustomers, stranger]));

    const after = setupConversation({ session: before.session });
    after.store.start();
    expect(after.store.thread.map((item) => [item.message.message, item.pending])).toEqual([['written before the reload', true]]);
    after.sockets.last.serverConnects();
    await settle();
    expect(after.server.posted(CHAT_PATHS.sendMessage).map((body) => body.message)).toEqual(['written before the reload']);
    expect(after.session.data.has(OUTBOX_STORAGE_KEY)).toBe(false);
  });
});

describe('ConversationStore: attachments', () => {
  const image = () => new File([new Uint8Array(1024)], 'photo.png', { type: 'image/png' });

  it('uploads, then sends an image message with its caption and the upload’s type', async () => {
    const setup = await connected();
    await expect(setup.store.sendAttachment(image(), 'image', '  my cart  ')).resolves.toBe(true);
    expect(setup.server.uploads[0]!.kind).toBe('image');
    expect((setup.server.uploads[0]!.file as File).name).toBe('photo.png');
    const [body] = setup.server.posted(CHAT_PATHS.sendMessage);
    expect(body).toMatchObject({ type: 'image', caption: 'my cart', contentType: 'image/png' });
    expect(String(body!.message)).toMatch(/^\/uploads\/demo\/chat-widget\/images\//);
  });

  it.each([
    ['document', 'application/pdf', 'file'],
    ['audio', 'audio/webm;codecs=opus', 'audio'],
    ['video', 'video/mp4', 'file'],
  ] as const)('sends a %s as a %s message', async (kind, type, _messageType) => {
    const setup = await connected();
    await setup.store.sendAttachment(new File(['x'], 'a', { type }), kind, '');
    expect(setup.server.posted(CHAT_PATHS.sendMessage)[0]).toMatchObject({ type: _messageType, caption: null });
  });

  it.each([
    ['a wrong type', new File(['x'], 'a.gif', { type: 'image/gif' }), 'Invalid image file type. Please select a valid image.'],
    ['an image over 5 MB', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' }), 'File size exceeds the maximum limit of 5 MB.'],
  ])('refuses %s before uploading, with the specification’s message', async (_case, file, message) => {
    const setup = await connected();
    await expect(setup.store.sendAttachment(file, 'image')).resolves.toBe(false);
    expect(setup.server.uploads).toEqual([]);
    expect(setup.root.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([[message, 'error']]);
  });

  it('keeps the sending flag up while sending and 500 ms after', async () => {
    jest.useFakeTimers();
    const setup = await connected();
    const sent = setup.store.sendAttachment(image(), 'image');
    expect(setup.store.sending).toBe(true);
    await sent;
    jest.advanceTimersByTime(SENDING_FLAG_CLEAR_MS - 1);
    expect(setup.store.sending).toBe(true);
    jest.advanceTimersByTime(1);
    expect(setup.store.sending).toBe(false);
  });

  it('shows the server’s message when the upload is refused, and sends nothing', async () => {
    const setup = await connected();
    setup.server.failNext(CHAT_PATHS.upload, new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Invalid image file type. Please select a valid image.'));
    await expect(setup.store.sendAttachment(image(), 'image')).resolves.toBe(false);
    expect(setup.root.ui.snackbars[0]).toMatchObject({ message: 'Invalid image file type. Please select a valid image.', severity: 'error' });
    expect(setup.server.posted(CHAT_PATHS.sendMessage)).toEqual([]);
  });

  it('says “Error sending message.” when the upload cannot reach the server', async () => {
    const setup = await connected();
    setup.server.unreachable = true;
    await setup.store.sendAttachment(image(), 'image');
    expect(setup.root.ui.snackbars[0]).toMatchObject({ message: 'Error sending message.', severity: 'error' });
  });
});

describe('ConversationStore: typing', () => {
  it('tells the business the customer types, throttled, and that they stopped when sending', async () => {
    let now = 1_000_000;
    const setup = await connected();
    jest.spyOn(setup.root, 'now').mockImplementation(() => now);
    setup.store.noteTyping('h');
    now += 100;
    setup.store.noteTyping('he');
    now += TYPING_THROTTLE_MS;
    setup.store.noteTyping('hel');
    await setup.store.sendText('hel');
    expect(setup.sockets.last.emittedOf(SOCKET_EVENTS.typing)).toEqual([[{ isTyping: true }], [{ isTyping: true }], [{ isTyping: false }]]);
  });

  it('shows the business typing until it stops, a message arrives, or the timeout passes', async () => {
    jest.useFakeTimers();
    const setup = await connected();
    const typing = (isTyping: boolean, from = 'business') => setup.sockets.last.serverEmits(SOCKET_EVENTS.typing, { customerId, from, isTyping });
    typing(true, 'user');
    expect(setup.store.typingIndicatorVisible).toBe(false);
    typing(true);
    expect(setup.store.typingIndicatorVisible).toBe(true);
    typing(false);
    expect(setup.store.typingIndicatorVisible).toBe(false);
    typing(true);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage());
    expect(setup.store.typingIndicatorVisible).toBe(false);
    typing(true);
    jest.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(setup.store.typingIndicatorVisible).toBe(false);
  });

  it('shows the typing indicator for 2 s before a system line that asks for it', () => {
    jest.useFakeTimers();
    const { store } = setupConversation({ loggedIn: false });
    store.addLocalSystemMessage('Please enter your phone number');
    store.addLocalSystemMessage('Pick a topic', { typingFirst: true });
    expect(store.messages.map((m) => m.message)).toEqual(['Please enter your phone number']);
    expect(store.typingIndicatorVisible).toBe(true);
    jest.advanceTimersByTime(TYPING_INDICATOR_MS);
    expect(store.typingIndicatorVisible).toBe(false);
    expect(store.messages.map((m) => [m.message, m.sender])).toEqual([
      ['Please enter your phone number', 'system'],
      ['Pick a topic', 'system'],
    ]);
  });
});

describe('ConversationStore: read receipts', () => {
  it('marks the business’s messages read once the thread is on screen in a visible tab', async () => {
    const setup = setupConversation({ visible: false });
    setup.server.add(aChatMessage({ sender: 'business' }));
    await connected(setup);
    setup.store.setOnScreen(true);
    await settle();
    expect(setup.server.posted(CHAT_PATHS.markRead)).toEqual([]);
    setup.signals.set({ visible: true });
    await settle();
    expect(setup.server.posted(CHAT_PATHS.markRead)).toEqual([{ customerId }]);
    expect(setup.store.messages[0]!.readAt).toBe(setup.server.readAt);
    setup.store.setOnScreen(false);
    setup.store.setOnScreen(true);
    await settle();
    expect(setup.server.posted(CHAT_PATHS.markRead)).toHaveLength(1);
  });

  it('counts the server’s system lines as the customer’s to read, never this page’s own', async () => {
    const setup = setupConversation();
    setup.server.add(aChatMessage({ sender: 'system', message: 'Order Cancelled' }));
    setup.store.addLocalSystemMessage('Welcome!');
    await connected(setup);
    expect(setup.root.ui.unreadCount).toBe(1);
    setup.store.setOnScreen(true);
    await settle();
    expect(setup.server.posted(CHAT_PATHS.markRead)).toHaveLength(1);
    expect(setup.store.messages.map((m) => [m.message, m.readAt])).toEqual([
      ['Order Cancelled', setup.server.readAt],
      ['Welcome!', null],
    ]);
  });

  it('marks a reply read as it arrives while the thread is on screen', async () => {
    const setup = await connected();
    setup.store.setOnScreen(true);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, setup.server.add(aChatMessage({ sender: 'business' })));
    await settle();
    expect(setup.server.posted(CHAT_PATHS.markRead)).toHaveLength(1);
  });

  it('puts the read tick on one’s own messages stored up to the business’s read time', async () => {
    const setup = await connected();
    await setup.store.sendText('one');
    const readAt = new Date(Date.parse(setup.store.messages[0]!.createdAt) + 500).toISOString();
    await setup.store.sendText('two');
    setup.sockets.last.serverEmits(SOCKET_EVENTS.messagesRead, { customerId, by: 'business', readAt });
    setup.sockets.last.serverEmits(SOCKET_EVENTS.messagesRead, { customerId: 'bad0000000000000000000b1', by: 'business', readAt: '2030-01-01T00:00:00.000Z' });
    expect(setup.store.messages.map((m) => [m.message, m.readAt])).toEqual([
      ['one', readAt],
      ['two', null],
    ]);
  });
});

describe('ConversationStore: the widget’s own lines', () => {
  it('keeps lines added before login through a stop that had nothing to stop, and through start', async () => {
    const setup = setupConversation({ loggedIn: false });
    setup.store.addLocalSystemMessage('Please enter your phone number to start chatting.');
    setup.store.stop();
    setup.root.session.startSession(CUSTOMER, 'access-token');
    // the earlier conversation comes before the prompt, by time
    setup.server.add(aChatMessage({ message: 'Earlier reply', createdAt: '2020-01-01T00:00:00.000Z' }));
    setup.store.start();
    await settle();
    expect(setup.store.messages.map((m) => m.message)).toEqual(['Earlier reply', 'Please enter your phone number to start chatting.']);
  });
});

describe('ConversationStore: a refused socket', () => {
  it('makes a REST call (which refreshes an expired token) when the server refuses the handshake', async () => {
    const setup = setupConversation();
    setup.store.start();
    await settle();
    const calls = setup.server.api.get.mock.calls.length;
    setup.sockets.last.serverRefuses('TOKEN_EXPIRED');
    await settle();
    expect(setup.server.api.get.mock.calls.length).toBe(calls + 1);
  });
});

describe('ConversationStore: orders', () => {
  it('passes the socket’s order-updated on as the page-wide signal the History tab listens to', async () => {
    const setup = await connected();
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(ORDER_UPDATED_EVENT, listener);
    const event = { customerId, orderId: 'abcabcabcabcabcabcabcabc', status: 'Cancelled', paymentStatus: 'Pending' };
    setup.sockets.last.serverEmits(SOCKET_EVENTS.orderUpdated, event);
    setup.sockets.last.serverEmits(SOCKET_EVENTS.orderUpdated, { ...event, customerId: 'bad0000000000000000000b1' });
    window.removeEventListener(ORDER_UPDATED_EVENT, listener);
    expect(heard).toEqual([event]);
  });
});
