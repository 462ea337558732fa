import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isChatSource, useStore, type ChatSource } from 'shared';
import { CHAT_ROUTE } from 'shared/rules';

/** The mobile chat screen for a source: `/chat`, or `/chat?source=…`. */
export function mobileChatPath(source: ChatSource | null): string {
  return source ? `${CHAT_ROUTE}?${new URLSearchParams({ source }).toString()}` : CHAT_ROUTE;
}

/**
 * On a phone the chat is the full-screen /chat page, not a floating panel: a page opened with
 * `chat=open` (a link shared from a desktop), or anything that opens the chat through the store, goes
 * to /chat with the same `source`.
 */
export function MobileChatRedirect() {
  const { ui } = useStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (pathname === CHAT_ROUTE) return;
    const query = new URLSearchParams(search);
    if (query.get('chat') !== 'open') return;
    const source = query.get('source');
    navigate(mobileChatPath(isChatSource(source) ? source : null), { replace: true });
  }, [pathname, search, navigate]);

  useEffect(
    () =>
      reaction(
        () => ui.chat,
        (chat) => {
          if (chat.open && pathname !== CHAT_ROUTE) navigate(mobileChatPath(chat.source));
        },
      ),
    [ui, navigate, pathname],
  );

  return null;
}
