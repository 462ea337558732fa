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
}

/**
 * One message of a thread, for the customer's widget and the owner's inbox alike: the content, its
 * time (a clock time today, with the date when older) and, on one's own messages, a pending mark, a
 * sent tick, or a read tick once the other side has read it. The widget's automatic lines are centred.
 */
export function MessageBubble({ message, mine, pending = false, showDelivery = true, now }: MessageBubbleProps) {
  const side = message.sender === 'system' ? 'system' : mine ? 'mine' : 'theirs';
  return (
    <div className={`chat-msg chat-msg--${side}${pending ? ' chat-msg--pending' : ''}`}>
      <div className={`chat-msg__bubble chat-msg__bubble--${message.type}`}>
        <MessageContent message={message} />
        <p className="chat-msg__meta">
          <time dateTime={message.createdAt} title={formatMessageTimeFull(message.createdAt)}>
            {formatMessageTime(message.createdAt, now)}
          </time>
          {mine && showDelivery && <DeliveryStatus delivery={deliveryOf(message, pending)} />}
        </p>
      </div>
    </div>
  );
}
