import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStore } from 'shared';
import { afterFirstScreen } from '../ssr/first-screen-live';

/**
 * The phone's Chat badge on every page, without the chat widget: once the first screen is live, a
 * logged-in customer's unread count is fetched and kept by a socket of its own (unread-watch.ts, a chunk
 * that loads then). Off on the chat page, where the conversation itself keeps the badge.
 */
export const MobileUnreadWatch = observer(function MobileUnreadWatch({ onChatPage }: { onChatPage: boolean }) {
  const store = useStore();
  const customerId = store.session.customer?.customerId ?? null;
  useEffect(() => {
    if (!customerId || onChatPage) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void afterFirstScreen()
      .then(() => import('./unread-watch'))
      .then(({ watchUnread }) => {
        if (!cancelled) stop = watchUnread(store, customerId);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, customerId, onChatPage]);
  return null;
});
