import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { BusinessIdentity } from '../business/business-identity';
import { useT } from '../i18n/use-t';
import type { ConversationStore } from './conversation-store';
import { MessageBubble, TypingIndicator } from './messages';

/** Closer than this to the bottom, the thread follows new messages; further up, the reader is reading. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * The thread: a log region (new messages are read out politely), oldest first, the typing dots last.
 * It keeps to the bottom as messages arrive or grow unless the reader scrolled up, and always after one's own.
 */
export const Thread = observer(function Thread({ store, business = null }: { store: ConversationStore; business?: BusinessIdentity | null }) {
  const t = useT();
  const region = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const items = store.thread;
  const last = items[items.length - 1];

  useLayoutEffect(() => {
    const element = region.current;
    if (element && (following.current || last?.mine)) element.scrollTop = element.scrollHeight;
  }, [items.length, last?.key, last?.mine, store.typingIndicatorVisible]);

  // a message that grows once drawn (a card's pictures loading) keeps a following reader at the newest
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [items.length]);

  const now = new Date();
  return (
    <div
      ref={region}
      className="chat-thread"
      role="log"
      aria-live="polite"
      aria-label={t('thread.label')}
      // a scrollable region is reachable by keyboard
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
      }}
    >
      {store.status === 'loading' && items.length === 0 && <p className="chat-thread__loading">{t('thread.loading')}</p>}
      {store.status === 'error' && (
        <p className="chat-thread__empty">
          {t('thread.failed')}{' '}
          <button type="button" className="chat-button" onClick={() => void store.sync()}>
            {t('thread.retry')}
          </button>
        </p>
      )}
      {items.map((item, index) => {
        // the business's replies carry its logo and name, once per run of replies
        const fromBusiness = item.message.sender === 'business';
        const continued = fromBusiness && items[index - 1]?.message.sender === 'business';
        return <MessageBubble key={item.key} message={item.message} mine={item.mine} pending={item.pending} now={now} author={fromBusiness ? business : null} continued={continued} />;
      })}
      {store.typingIndicatorVisible && <TypingIndicator label={t('thread.typing')} />}
    </div>
  );
});
