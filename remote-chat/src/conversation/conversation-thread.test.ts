import { CHAT_MESSAGES_PAGE_SIZE } from 'shared/constants';
import type { ChatMessage } from 'shared';
import { ConversationThread, MAX_CATCH_UP_PAGES } from './conversation-thread';
import { aChatMessage, CUSTOMER, nextServerTime, settle } from './conversation-test-kit';

const { customerId } = CUSTOMER;
const answer = (messages: ChatMessage[]) => ({ message: 'success' as const, messages, orders: [] });
const page = (size: number) => Array.from({ length: size }, () => aChatMessage());

/** A thread of a running conversation, over a fake messages API that answers `pages` in turn (then nothing). */
function setup(options: { onScreen?: boolean; open?: boolean; visible?: boolean } = {}) {
  const conversation = { customerId: customerId as string | null, activeCustomerId: customerId as string | null, onScreen: options.onScreen ?? false };
  const pages: ChatMessage[][] = [];
  const messages = jest.fn(async (_customerId: string, _after: string | null) => answer(pages.shift() ?? []));
  const markRead = jest.fn(async () => ({ readAt: nextServerTime() }));
  const ui = { chat: { open: options.open ?? false, source: null }, countUnread: jest.fn(), setUnreadCount: jest.fn() };
  const stored: ChatMessage[][] = [];
  const thread = new ConversationThread({ api: { messages, markRead }, conversation, visible: () => options.visible ?? true, ui, onStored: (incoming) => stored.push([...incoming]) });
  return { thread, conversation, pages, messages, markRead, ui, stored };
}

describe('ConversationThread: loading', () => {
  it('loads the whole thread once, then catches up after the newest stored message, page after page while pages come back full', async () => {
    const { thread, pages, messages } = setup();
    const first = aChatMessage();
    pages.push([first]);
    await thread.sync();
    expect(thread.status).toBe('ready');

    const full = page(CHAT_MESSAGES_PAGE_SIZE);
    const rest = page(3);
    pages.push(full, rest);
    await thread.sync();
    expect(messages.mock.calls.map(([, after]) => after)).toEqual([null, first.createdAt, full.at(-1)!.createdAt]);
    expect(thread.messages).toHaveLength(1 + CHAT_MESSAGES_PAGE_SIZE + 3);
  });

  it('stops catching up after its page limit when the server keeps answering full pages', async () => {
    const { thread, pages, messages } = setup();
    await thread.sync();
    for (let i = 0; i <= MAX_CATCH_UP_PAGES; i += 1) pages.push(page(CHAT_MESSAGES_PAGE_SIZE));
    await thread.sync();
    expect(messages).toHaveBeenCalledTimes(1 + MAX_CATCH_UP_PAGES);
  });

  it('keeps only the customer’s own messages and tells the outbox what was stored', async () => {
    const { thread, pages, stored } = setup();
    const mine = aChatMessage();
    pages.push([mine, aChatMessage({ clientId: 'bad0000000000000000000b1' })]);
    await thread.sync();
    expect(thread.messages).toEqual([mine]);
    expect(stored).toEqual([[mine]]);
  });

  it('says the thread could not load only while it never did', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { thread, messages } = setup();
    messages.mockRejectedValueOnce(new Error('offline'));
    await thread.sync();
    expect(thread.status).toBe('error');
    await thread.sync();
    messages.mockRejectedValueOnce(new Error('offline'));
    await thread.sync();
    expect(thread.status).toBe('ready');
    warn.mockRestore();
  });

  it('drops an answer that comes after the conversation stopped', async () => {
    const { thread, conversation, pages } = setup();
    pages.push([aChatMessage()]);
    const loading = thread.sync();
    conversation.activeCustomerId = null;
    await loading;
    expect(thread.messages).toEqual([]);
  });

  it('forgets the thread on reset, and loads it whole again after', async () => {
    const { thread, pages, messages } = setup();
    pages.push([aChatMessage()]);
    await thread.sync();
    thread.reset();
    expect([thread.messages, thread.status, thread.loaded]).toEqual([[], 'idle', false]);
    await thread.sync();
    expect(messages.mock.calls.at(-1)![1]).toBeNull();
  });
});

describe('ConversationThread: the unread badge', () => {
  it('shows the replies not read yet after the first load, while the panel is closed and the thread not on screen', async () => {
    const closed = setup();
    closed.pages.push([aChatMessage(), aChatMessage({ readAt: nextServerTime() }), aChatMessage({ sender: 'user' })]);
    await closed.thread.sync();
    expect(closed.ui.setUnreadCount).toHaveBeenCalledWith(1);

    for (const opened of [setup({ open: true }), setup({ onScreen: true })]) {
      opened.pages.push([aChatMessage()]);
      await opened.thread.sync();
      expect(opened.ui.setUnreadCount).not.toHaveBeenCalled();
    }
  });

  it('counts only the other side’s messages not seen before on a catch-up', async () => {
    const { thread, pages, ui } = setup();
    const seen = aChatMessage();
    pages.push([seen]);
    await thread.sync();
    pages.push([seen, aChatMessage(), aChatMessage({ sender: 'user' })]);
    await thread.sync();
    expect(ui.countUnread).toHaveBeenCalledTimes(1);
  });
});

describe('ConversationThread: reading', () => {
  it('marks read once loaded and on screen, and again while what came meanwhile is still unread', async () => {
    const { thread, pages, markRead } = setup({ onScreen: true });
    pages.push([aChatMessage()]);
    const late = aChatMessage();
    const readBeforeLate = new Date(Date.parse(late.createdAt) - 500).toISOString();
    markRead.mockResolvedValueOnce({ readAt: readBeforeLate });
    pages[0]!.push(late);
    await thread.sync();
    await settle();
    expect(markRead).toHaveBeenCalledTimes(2);
    expect(thread.messages.every((m) => m.readAt !== null)).toBe(true);
  });

  it.each([
    ['off screen', { onScreen: false }, aChatMessage],
    ['in a hidden tab', { onScreen: true, visible: false }, aChatMessage],
    ['with nothing unread', { onScreen: true }, () => aChatMessage({ sender: 'user' })],
  ])('marks nothing %s', async (_case, options, message) => {
    const { thread, pages, markRead } = setup(options);
    pages.push([message()]);
    await thread.sync();
    await settle();
    expect(markRead).not.toHaveBeenCalled();
  });

  it('takes read receipts of its own conversation only', () => {
    const { thread } = setup();
    thread.accept([aChatMessage({ sender: 'user' })]);
    const readAt = nextServerTime();
    thread.takeReadReceipt({ customerId: 'bad0000000000000000000b1', by: 'business', readAt });
    expect(thread.messages[0]!.readAt).toBeNull();
    thread.takeReadReceipt({ customerId, by: 'business', readAt });
    expect(thread.messages[0]!.readAt).toBe(readAt);
  });
});
