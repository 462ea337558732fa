import { useEffect } from 'react';
import type { OrderUpdatedEvent } from 'shared';

/**
 * The page-wide signal that the customer's orders changed, for code that cannot reach the History
 * store (another remote, say checkout after creating an order). Inside remote-chat, calling
 * `getHistoryStore(root).refresh()` does the same without the window.
 */
export const ORDER_UPDATED_EVENT = 'chat:order-updated';

/** Tells whoever shows orders that they changed; `detail` is the socket's `order-updated` payload when there is one. */
export function notifyOrderUpdated(detail?: OrderUpdatedEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(ORDER_UPDATED_EVENT, { detail }));
}

/** Calls `refresh` on every ORDER_UPDATED_EVENT while the calling component is mounted. */
export function useOrderUpdated(refresh: () => void): void {
  useEffect(() => {
    const listener = () => refresh();
    window.addEventListener(ORDER_UPDATED_EVENT, listener);
    return () => window.removeEventListener(ORDER_UPDATED_EVENT, listener);
  }, [refresh]);
}
