import { makeAutoObservable } from 'mobx';
import { CHAT_SOURCES, MOBILE_MEDIA_QUERY, SNACKBAR_DURATION_MS, SNACKBAR_SEVERITIES } from '../rules/constants';
import { isMobileWidth } from '../rules/page/mobile-width';
import type { RootStore } from './root-store';

export type SnackbarSeverity = (typeof SNACKBAR_SEVERITIES)[number];
/** A button a snackbar offers beside its message (e.g. View cart); pressing it also dismisses the snackbar. */
export interface SnackbarAction {
  label: string;
  run: () => void;
}
export interface Snackbar {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  action?: SnackbarAction;
}
/** Why the chat widget was opened (the `source` query value); null for a plain open. */
export type ChatSource = (typeof CHAT_SOURCES)[number];
export interface ChatState {
  open: boolean;
  source: ChatSource | null;
}

/** True for a `source` value the chat widget knows. */
export function isChatSource(value: unknown): value is ChatSource {
  return typeof value === 'string' && (CHAT_SOURCES as readonly string[]).includes(value);
}

/** The window features the ui store reads; a real window satisfies it. */
export type UiWindow = Pick<Window, 'innerWidth' | 'addEventListener' | 'removeEventListener'> & {
  matchMedia?: Window['matchMedia'];
};

/**
 * Page-wide view state shared by the host and every remote: snackbars, the mobile/desktop layout and the
 * chat widget's open state. One instance, reached through `useStore().ui`.
 */
export class UiStore {
  /** Snackbars on screen, oldest first. Each leaves after SNACKBAR_DURATION_MS (6 s) or on dismiss. */
  snackbars: Snackbar[] = [];
  /** Mobile layout: window width of 768 px or less. Follows resizes. */
  isMobile = false;
  chat: ChatState = { open: false, source: null };
  /** Chat messages received while the widget was closed (the chat badge). */
  unreadCount = 0;

  readonly root: RootStore;
  #nextId = 1;
  #timers = new Map<number, ReturnType<typeof setTimeout>>();
  #disposeViewport: () => void = () => undefined;

  constructor(root: RootStore, win: UiWindow | null) {
    this.root = root;
    makeAutoObservable(this, { root: false }, { autoBind: true });
    if (win) this.watchViewport(win);
  }

  /** Follows `win`'s breakpoint from now on (a server-rendered page starts on the server's guess). */
  watchViewport(win: UiWindow): void {
    this.#disposeViewport();
    this.#disposeViewport = this.#watchViewport(win);
  }

  /** Shows a snackbar, with a button when `action` is given; returns its id. Severity defaults to info. */
  notify(message: string, severity: SnackbarSeverity = 'info', action?: SnackbarAction): number {
    const id = this.#nextId++;
    this.snackbars.push(action ? { id, message, severity, action } : { id, message, severity });
    this.#timers.set(
      id,
      setTimeout(() => this.dismiss(id), SNACKBAR_DURATION_MS),
    );
    return id;
  }

  dismiss(id: number): void {
    const timer = this.#timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.#timers.delete(id);
    this.snackbars = this.snackbars.filter((snackbar) => snackbar.id !== id);
  }

  setMobile(isMobile: boolean): void {
    this.isMobile = isMobile;
  }

  /** Opens the chat widget, for a flow when `source` is given; opening clears the unread count. */
  openChat(source: ChatSource | null = null): void {
    this.chat = { open: true, source };
    this.unreadCount = 0;
  }

  closeChat(): void {
    this.chat = { open: false, source: null };
  }

  setUnreadCount(count: number): void {
    this.unreadCount = Math.max(0, Math.trunc(count) || 0);
  }

  /** A message arrived: counts it unless the widget is open. */
  countUnread(): void {
    if (!this.chat.open) this.unreadCount += 1;
  }

  /** Stops listening to the window and cancels pending snackbar timers. */
  dispose(): void {
    this.#disposeViewport();
    this.#disposeViewport = () => undefined;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  /** Follows the breakpoint with matchMedia where there is one, else with resize events. */
  #watchViewport(win: UiWindow): () => void {
    const query = typeof win.matchMedia === 'function' ? win.matchMedia(MOBILE_MEDIA_QUERY) : null;
    if (query) {
      this.setMobile(query.matches);
      const onChange = (event: MediaQueryListEvent) => this.setMobile(event.matches);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    }
    this.setMobile(isMobileWidth(win.innerWidth));
    const onResize = () => this.setMobile(isMobileWidth(win.innerWidth));
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }
}
