import { observer } from 'mobx-react-lite';
import { type Conversation } from 'shared';
import { badgeCount } from 'shared/rules';
import { formatMessageTime } from '../conversation/messages';
import { customerLabel, messagePreview, phoneLabel } from './customer-text';
import type { InboxStore } from './inbox-store';

function ConversationItem({ conversation, selected, onSelect }: { conversation: Conversation; selected: boolean; onSelect: () => void }) {
  const { customer, unreadCount, lastMessage, lastMessageAt } = conversation;
  const id = `inbox-conversation-${customer.customerId}`;
  const badge = badgeCount(unreadCount);
  return (
    <li>
      <button
        type="button"
        className={`inbox-item${selected ? ' inbox-item--selected' : ''}${unreadCount > 0 ? ' inbox-item--unread' : ''}`}
        aria-current={selected ? 'true' : undefined}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details`}
        onClick={onSelect}
      >
        <span className="inbox-item__top">
          <span className="inbox-item__name" id={`${id}-name`}>
            {customerLabel(customer)}
          </span>
          <time className="inbox-item__time" dateTime={lastMessageAt}>
            {formatMessageTime(lastMessageAt)}
          </time>
        </span>
        <span id={`${id}-details`} className="inbox-item__details">
          {/* without a name the label already is the phone: said once */}
          {customer.name.trim() && <span className="inbox-item__phone">{phoneLabel(customer)}</span>}
          <span className="inbox-item__preview">{messagePreview(lastMessage)}</span>
          {badge && (
            <span className="inbox-item__badge">
              <span aria-hidden="true">{badge}</span>
              <span className="inbox-visually-hidden">
                {unreadCount} unread {unreadCount === 1 ? 'message' : 'messages'}
              </span>
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** The business's conversations, newest first, each with its customer, last line and unread badge. */
export const ConversationList = observer(function ConversationList({ store }: { store: InboxStore }) {
  if (store.listStatus === 'loading' || store.listStatus === 'idle') {
    return (
      <p className="inbox-note" role="status">
        Loading conversations…
      </p>
    );
  }
  if (store.listStatus === 'error') {
    return (
      <div className="inbox-note" role="alert">
        <p>Your conversations could not be loaded.</p>
        <button type="button" className="inbox-button" onClick={() => void store.loadConversations()}>
          Try Again
        </button>
      </div>
    );
  }
  if (store.conversations.length === 0) {
    return <p className="inbox-note">No conversations yet. When a customer writes from your website’s chat, it appears here.</p>;
  }
  return (
    <ul className="inbox-list">
      {store.conversations.map((conversation) => (
        <ConversationItem
          key={conversation.customer.customerId}
          conversation={conversation}
          selected={conversation.customer.customerId === store.selectedId}
          onSelect={() => store.select(conversation.customer.customerId)}
        />
      ))}
    </ul>
  );
});
