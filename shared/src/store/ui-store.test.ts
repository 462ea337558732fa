import { SNACKBAR_DURATION_MS } from '../rules/constants';
import { isChatSource } from './ui-store';
import { testRoot } from './store-test-kit';

describe('UiStore: snackbars', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['success', 'error', 'warning', 'info'] as const)('queues a %s snackbar', (severity) => {
    const { root } = testRoot();
    root.ui.notify('Saved', severity);
    expect(root.ui.snackbars).toEqual([{ id: 1, message: 'Saved', severity }]);
  });

  it('defaults to info and gives each snackbar its own id, oldest first', () => {
    const { root } = testRoot();
    const a = root.ui.notify('one');
    const b = root.ui.notify('two', 'error');
    expect(a).not.toBe(b);
    expect(root.ui.snackbars.map((s) => [s.message, s.severity])).toEqual([
      ['one', 'info'],
      ['two', 'error'],
    ]);
  });

  it('dismisses on its own after 6 seconds', () => {
    const { root } = testRoot();
    root.ui.notify('first');
    jest.advanceTimersByTime(2_000);
    root.ui.notify('second');
    jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 2_000 - 1);
    expect(root.ui.snackbars).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(root.ui.snackbars.map((s) => s.message)).toEqual(['second']);
    jest.advanceTimersByTime(2_000);
    expect(root.ui.snackbars).toEqual([]);
  });

  it('dismiss(id) removes one snackbar and its timer', () => {
    const { root } = testRoot();
    const a = root.ui.notify('a');
    root.ui.notify('b');
    root.ui.dismiss(a);
    expect(root.ui.snackbars.map((s) => s.message)).toEqual(['b']);
    expect(jest.getTimerCount()).toBe(1);
  });

  it('dispose cancels pending timers', () => {
    const { root } = testRoot();
    root.ui.notify('a');
    root.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('UiStore: layout', () => {
  function fakeMedia(matches: boolean) {
    const listeners = new Set<(e: { matches: boolean }) => void>();
    const query = {
      matches,
      addEventListener: jest.fn((_: string, l: (e: { matches: boolean }) => void) => listeners.add(l)),
      removeEventListener: jest.fn((_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l)),
    };
    const win = {
      innerWidth: matches ? 400 : 1200,
      matchMedia: jest.fn(() => query),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    };
    const change = (next: boolean) => listeners.forEach((l) => l({ matches: next }));
    return { win: win as never, query, change, listeners };
  }

  it("follows matchMedia('(max-width: 768px)') and keeps the disposer", () => {
    const media = fakeMedia(true);
    const { root } = testRoot({ window: media.win });
    expect((media.win as { matchMedia: jest.Mock }).matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
    expect(root.ui.isMobile).toBe(true);
    media.change(false);
    expect(root.ui.isMobile).toBe(false);
    root.dispose();
    expect(media.listeners.size).toBe(0);
    media.change(true);
    expect(root.ui.isMobile).toBe(false);
  });

  it('falls back to the window width and resize events without matchMedia (jsdom)', () => {
    window.innerWidth = 1024;
    const { root } = testRoot({ window });
    expect(root.ui.isMobile).toBe(false);
    window.innerWidth = 768;
    window.dispatchEvent(new Event('resize'));
    expect(root.ui.isMobile).toBe(true);
    root.dispose();
    window.innerWidth = 1024;
    window.dispatchEvent(new Event('resize'));
    expect(root.ui.isMobile).toBe(true);
  });

  it('is desktop without a window', () => {
    expect(testRoot().root.ui.isMobile).toBe(false);
  });
});

describe('UiStore: chat', () => {
  it('opens with a source and closes', () => {
    const { root } = testRoot();
    expect(root.ui.chat).toEqual({ open: false, source: null });
    root.ui.openChat('cart_summary');
    expect(root.ui.chat).toEqual({ open: true, source: 'cart_summary' });
    root.ui.closeChat();
    expect(root.ui.chat).toEqual({ open: false, source: null });
    root.ui.openChat();
    expect(root.ui.chat).toEqual({ open: true, source: null });
  });

  it('counts unread messages while closed and clears them on open', () => {
    const { root } = testRoot();
    root.ui.countUnread();
    root.ui.countUnread();
    expect(root.ui.unreadCount).toBe(2);
    root.ui.openChat('orders');
    expect(root.ui.unreadCount).toBe(0);
    root.ui.countUnread();
    expect(root.ui.unreadCount).toBe(0);
    root.ui.setUnreadCount(5);
    expect(root.ui.unreadCount).toBe(5);
  });

  it.each([
    ['direct_buy', true],
    ['send_enquiry_request', true],
    ['orders', true],
    ['cart_summary', true],
    ['contact_support', true],
    ['other', false],
    [null, false],
  ])('isChatSource(%p) -> %p', (value, expected) => {
    expect(isChatSource(value)).toBe(expected);
  });
});
