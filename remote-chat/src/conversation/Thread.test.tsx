import { act, render, screen, within } from '@testing-library/react';
import { SOCKET_EVENTS } from 'shared/constants';
import { aChatMessage, settle, setupConversation } from './conversation-test-kit';
import { ConversationView } from './ConversationView';

const KAVERI = { name: 'Kaveri Silks', logo: '/uploads/demo/brand/logo.png' };

async function renderThread(business: { name: string; logo: string | null } | null = KAVERI) {
  const setup = setupConversation();
  setup.store.start();
  act(() => setup.sockets.last.serverConnects());
  await act(settle);
  const view = render(<ConversationView store={setup.store} themeColor="#10B981" business={business} />);
  const say = (overrides: Parameters<typeof aChatMessage>[0]) => act(() => setup.sockets.last.serverEmits(SOCKET_EVENTS.chatMessage, aChatMessage(overrides)));
  return { ...setup, view, say };
}

/** The row of the thread that holds a text. */
const rowOf = (text: string) => screen.getByText(text).closest('.chat-msg') as HTMLElement;

describe('Thread: who answers', () => {
  it("puts the business's name and logo on its reply, once per run of replies", async () => {
    const { say, view } = await renderThread();
    say({ message: 'Namaste! How can we help?' });
    say({ message: 'We ship across India.' });
    say({ sender: 'user', message: 'Do you have cotton sarees?' });
    say({ message: 'Yes, in six colours.' });
    const first = rowOf('Namaste! How can we help?');
    expect(within(first).getByText('Kaveri Silks')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', KAVERI.logo);
    const second = rowOf('We ship across India.');
    expect(within(second).queryByText('Kaveri Silks')).toBeNull();
    expect(second.querySelector('img')).toBeNull();
    expect(within(rowOf('Do you have cotton sarees?')).queryByText('Kaveri Silks')).toBeNull();
    expect(within(rowOf('Yes, in six colours.')).getByText('Kaveri Silks')).toBeInTheDocument();
    expect(view.container.querySelectorAll('.chat-msg__author')).toHaveLength(2);
  });

  it("draws the business's initials when it has no logo, never a '#' or a digit", async () => {
    const { say } = await renderThread({ name: '7 Hills Bakery', logo: null });
    say({ message: 'Fresh bread at 7 am' });
    const row = rowOf('Fresh bread at 7 am');
    expect(row.querySelector('.business-avatar')).toHaveTextContent('HB');
  });

  it('leaves the system lines and a thread without a business as they were', async () => {
    const { say, view } = await renderThread(null);
    say({ message: 'Hello there' });
    say({ sender: 'system', message: 'Order Created' });
    expect(view.container.querySelector('.business-avatar')).toBeNull();
    expect(view.container.querySelector('.chat-msg__author')).toBeNull();
  });
});

describe('Thread: following the newest', () => {
  const observers: { callback: () => void }[] = [];
  beforeEach(() => {
    observers.length = 0;
    globalThis.ResizeObserver = class {
      callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
        observers.push(this);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  /** The log's scroll box as the browser would lay it out: `height` of content in a 300 px window. */
  function layOut(log: HTMLElement, height: number) {
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: height });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
  }
  const grow = () => act(() => observers.at(-1)?.callback());

  it('keeps a reader at the bottom when a card grows after it is drawn (its pictures loading)', async () => {
    const { say } = await renderThread();
    const log = screen.getByRole('log', { name: 'Messages' });
    say({ sender: 'user', type: 'component', message: 'Enquiry Request' });
    layOut(log, 900);
    grow();
    expect(log.scrollTop).toBe(900);
  });

  it('leaves a reader who scrolled up where they are', async () => {
    const { say } = await renderThread();
    const log = screen.getByRole('log', { name: 'Messages' });
    say({ message: 'Hello' });
    layOut(log, 900);
    log.scrollTop = 100;
    act(() => void log.dispatchEvent(new Event('scroll')));
    layOut(log, 1200);
    grow();
    expect(log.scrollTop).toBe(100);
  });
});
