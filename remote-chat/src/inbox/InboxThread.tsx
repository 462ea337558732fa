import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { MessageBubble, TypingIndicator } from '../conversation/messages';
import type { InboxStore } from './inbox-store';

/**
 * The open conversation as a live log: the customer's lines on the left, the owner's own replies on the
 * right with their ticks (read once the customer has opened them), a failed reply with Retry, and the
 * customer's typing indicator. It keeps the newest line in view.
 */
export const InboxThread = observer(function InboxThread({ store, name }: { store: InboxStore; name: string }) {
  const end = useRef<HTMLDivElement>(null);
  const customerId = store.selectedId;
  const status = customerId ? store.threadStatus.get(customerId) : undefined;
  const thread = store.thread;
  const typing = customerId !== null && store.typing.has(customerId);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [thread.length, typing, customerId]);

  return (
    <div className="inbox-thread" role="log" aria-label={`Messages with ${name}`} aria-busy={status === 'loading'}>
      {status === 'loading' && thread.length === 0 && <p className="inbox-note">Loading messages…</p>}
      {status === 'error' && thread.length === 0 && (
        <div className="inbox-note">
          <p>This conversation could not be loaded.</p>
          <button type="button" className="inbox-button" onClick={() => customerId && void store.loadThread(customerId)}>
            Try Again
          </button>
        </div>
      )}
      {status === 'ready' && thread.length === 0 && <p className="inbox-note">No messages yet.</p>}
      {thread.map((message) => (
        <div key={message.clientMessageId ?? message._id} className="inbox-thread__line">
          <MessageBubble message={message} mine={message.sender === 'business'} pending={store.isPending(message)} />
          {store.isFailed(message) && (
            <p className="inbox-thread__failed">
              Not sent.{' '}
              <button type="button" className="inbox-link-button" onClick={() => store.retry(message)}>
                Retry
              </button>
            </p>
          )}
        </div>
      ))}
      {typing && <TypingIndicator label={`${name} is typing…`} />}
      <div ref={end} />
    </div>
  );
});
