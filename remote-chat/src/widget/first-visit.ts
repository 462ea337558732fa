import type { SafeStorage } from 'shared';

/** Local-storage flag: this browser has seen the chat widget open once (spec: "on first visit (remembered by a flag)"). */
export const CHAT_VISITED_KEY = 'chatWidgetVisited';

/**
 * True the first time it is asked in this browser, and records the visit, so the widget opens on its own
 * once. A browser that keeps nothing (storage refused) never counts as a first visit, rather than
 * opening the widget on every page.
 */
export function takeFirstVisit(storage: SafeStorage): boolean {
  if (storage.readString(CHAT_VISITED_KEY) !== null) return false;
  return storage.writeString(CHAT_VISITED_KEY, '1');
}
