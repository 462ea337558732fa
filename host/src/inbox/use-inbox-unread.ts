import { useEffect, useState } from 'react';
import { conversationsAnswerSchema, useStore } from 'shared';
import { INBOX_PATHS } from 'shared/constants';

/**
 * Unread customer messages across the owner's inbox, for the edit bar's Inbox link: one look when the
 * bar appears (the inbox itself is live). Null until known, or when it cannot be known.
 */
export function useInboxUnread(enabled: boolean): number | null {
  const { owner } = useStore();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    owner.client
      .get(INBOX_PATHS.conversations, null, conversationsAnswerSchema)
      .then((answer) => {
        if (current) setUnread(answer.data.reduce((sum, c) => sum + c.unreadCount, 0));
      })
      .catch(() => {
        // the link works without its count; a refused token is handled by the owner's session
      });
    return () => {
      current = false;
    };
  }, [enabled, owner]);
  return unread;
}
