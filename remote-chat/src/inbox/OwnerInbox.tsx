import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'shared';
import { AwaitingPayments } from './AwaitingPayments';
import { ConversationList } from './ConversationList';
import { createInboxStore } from './create-inbox-store';
import { InboxConversation } from './InboxConversation';
import { OwnerNotices } from './OwnerNotices';
import { RefundPayments } from './RefundPayments';
import type { InboxStore } from './inbox-store';
import '../styles/inbox.css';

export interface OwnerInboxProps {
  /** Tests pass a store over fakes; the page makes its own over the owner's client and socket. */
  store?: InboxStore;
}

/**
 * The owner's inbox (exposed as `chat/OwnerInbox`, shown by the host at INBOX_ROUTE): the business's
 * conversations beside the open one and its customer. On a phone the list comes first and a
 * conversation opens full screen with a way back.
 */
const OwnerInbox = observer(function OwnerInbox({ store: given }: OwnerInboxProps) {
  const root = useStore();
  const [store] = useState(() => given ?? createInboxStore(root));
  const [showPayments, setShowPayments] = useState(false);
  const mobile = root.ui.isMobile;

  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  const selected = showPayments ? null : store.selected;
  const showList = !mobile || (!selected && !showPayments);
  const unread = store.unreadTotal;
  const awaiting = store.payments.count + store.refunds.count;
  const togglePayments = () => {
    // A payment to refund arrives with no socket event: the list is fetched again when the owner looks.
    if (!showPayments) void store.refunds.load();
    setShowPayments(!showPayments);
  };
  const openChat = (customerId: string) => {
    setShowPayments(false);
    store.select(customerId);
  };

  return (
    <div className={`inbox${mobile ? ' inbox--mobile' : ''}`}>
      {(showList || showPayments) && (
        <header className="inbox__bar">
          <h1 className="inbox__title">
            Inbox
            {unread > 0 && <span className="inbox__unread">{unread} unread</span>}
          </h1>
          {store.listStatus === 'ready' && !store.connected && (
            <p className="inbox__offline" role="status">
              Reconnecting…
            </p>
          )}
          <button type="button" className="inbox__payments-toggle" aria-pressed={showPayments} onClick={togglePayments}>
            Payments<span className={mobile ? 'inbox-visually-hidden' : undefined}> to confirm or refund</span>
            {awaiting > 0 && <span className="inbox__payments-count">{awaiting}</span>}
          </button>
          <Link to="/" className="inbox__back-to-site">
            Back to the website
          </Link>
        </header>
      )}
      {showList && <OwnerNotices />}
      <div className="inbox__body">
        {showList && (
          <nav className="inbox__list" aria-label="Conversations" onClickCapture={() => setShowPayments(false)}>
            <ConversationList store={store} />
          </nav>
        )}
        {showPayments ? (
          <div className="inbox__payments">
            {mobile && (
              <button type="button" className="inbox-button inbox__payments-back" onClick={() => setShowPayments(false)}>
                Back to conversations
              </button>
            )}
            <AwaitingPayments store={store.payments} onOpenChat={openChat} />
            <RefundPayments store={store.refunds} />
          </div>
        ) : selected ? (
          <InboxConversation key={selected.customer.customerId} store={store} conversation={selected} mobile={mobile} />
        ) : (
          !mobile && <p className="inbox__empty">Select a conversation to read and reply.</p>
        )}
      </div>
    </div>
  );
});

export default OwnerInbox;
