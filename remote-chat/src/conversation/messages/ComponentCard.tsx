import { type ComponentPayload } from 'shared';
import { formatInr } from 'shared/format';
import { EnquiryCard } from './EnquiryCard';
import { OrderStatusCard } from './OrderStatusCard';
import { safeAttachmentUrl } from './safe-url';

/** A component message's card: the topic the customer picked, an order's status line, or an enquiry. */
export function ComponentCard({ payload, text }: { payload: ComponentPayload; text: string }) {
  if (payload.kind === 'topic') {
    const { topic } = payload;
    const image = topic.image ? safeAttachmentUrl(topic.image) : null;
    return (
      <div className="chat-card chat-card--topic">
        {image && <img className="chat-card__image" src={image} alt="" loading="lazy" />}
        <div className="chat-card__body">
          <p className="chat-card__title">{topic.name}</p>
          {topic.description && <p className="chat-card__text">{topic.description}</p>}
          {topic.price !== null && <p className="chat-card__price">{formatInr(topic.price, { decimals: 0 })}</p>}
          {text && text !== topic.name && <p className="chat-card__note">{text}</p>}
        </div>
      </div>
    );
  }
  if (payload.kind === 'enquiry') return <EnquiryCard payload={payload} />;
  return <OrderStatusCard payload={payload} text={text} />;
}
