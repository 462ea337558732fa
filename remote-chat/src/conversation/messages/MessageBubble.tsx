import { BusinessAvatar } from '../../business/BusinessAvatar';
import type { BusinessIdentity } from '../../business/business-identity';
import { useChatLocale } from '../../i18n/use-t';
import { DeliveryStatus, deliveryOf } from './DeliveryStatus';
import { MessageContent, type BubbleMessage } from './MessageContent';
import { formatMessageTime, formatMessageTimeFull } from './message-time';
import '../../styles/conversation.css';

export interface MessageBubbleProps {
  message: BubbleMessage;
  /** Written by the person reading the thread: drawn on the right, with the delivery ticks. */
  mine: boolean;
  /** Not stored by the server yet (queued while offline, or on its way). */
  pending?: boolean;
  /** Ticks on one's own messages; default true. */
  showDelivery?: boolean;
  /** "Now" for the time label (tests, or a clock the thread refreshes). */
  now?: Date;
  /** The business that wrote a reply: its logo beside the bubble and its name on top. */
  author?: BusinessIdentity | null;
  /** The reply follows another of the same author's: the logo's place is kept, the name not repeated. */
  continued?: boolean;
}

/**
 * One message of a thread, for the customer's widget and the owner's inbox alike: the content, its
 * time (a clock time today, with the date when older) and, on one's own messages, a pending mark, a
 * sent tick, or a read tick once the other side has read it. The widget's automatic lines are centred.
 * In the customer's widget the business's replies carry its logo and name (`author`).
 */
export function MessageBubble({ message, mine, pending = false, showDelivery = true, now, author = null, continued = false }: MessageBubbleProps) {
  const locale = useChatLocale();
  const side = message.sender === 'system' ? 'system' : mine ? 'mine' : 'theirs';
  const authored = side === 'theirs' && author !== null;
  return (
    <div className={`chat-msg chat-msg--${side}${pending ? ' chat-msg--pending' : ''}${authored ? ' chat-msg--authored' : ''}`}>
      {authored && (continued ? <span className="chat-msg__avatar-space" aria-hidden="true" /> : <BusinessAvatar business={author} size={28} />)}
      <div className={`chat-msg__bubble chat-msg__bubble--${message.type}`}>
        {authored && !continued && author.name && <p className="chat-msg__author">{author.name}</p>}
        <MessageContent message={message} />
        <p className="chat-msg__meta">
          <time dateTime={message.createdAt} title={formatMessageTimeFull(message.createdAt, locale)}>
            {formatMessageTime(message.createdAt, now, locale)}
          </time>
          {mine && showDelivery && <DeliveryStatus delivery={deliveryOf(message, pending)} />}
        </p>
      </div>
    </div>
  );
}
