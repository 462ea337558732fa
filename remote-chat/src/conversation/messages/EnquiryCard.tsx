import { type EnquiryCard as EnquiryCardPayload } from 'shared';
import { formatInrWhole } from 'shared/format';
import { useT } from '../../i18n/use-t';
import { safeAttachmentUrl } from './safe-url';
import './enquiry-card.css';

/**
 * An enquiry the customer sent, as the customer's thread and the owner's inbox both show it: the title
 * of its kind, each item with its choice and quantity, and for the detailed kind each line's price (or
 * 'Price on request' where the business hides it) and the total. Every text is the server's, drawn as
 * text, never as markup.
 */
export function EnquiryCard({ payload }: { payload: EnquiryCardPayload }) {
  const t = useT();
  const title = t(payload.withPrice ? 'enquiry.detailedTitle' : 'enquiry.title');
  return (
    <div className="chat-card chat-card--enquiry">
      <div className="chat-card__body chat-enquiry">
        <p className="chat-card__title">{title}</p>
        <ul className="chat-enquiry__lines" aria-label={t('enquiry.items', { title })}>
          {payload.items.map((item, index) => {
            const image = item.image ? safeAttachmentUrl(item.image) : null;
            return (
              <li key={`${item.productId}-${index}`} className="chat-enquiry__line">
                {image && <img className="chat-enquiry__image" src={image} alt="" loading="lazy" width={40} height={40} />}
                <span className="chat-enquiry__text">
                  <span className="chat-enquiry__name">{item.name}</span>
                  {item.choice && <span className="chat-enquiry__detail">{item.choice}</span>}
                  <span className="chat-enquiry__detail">{t('enquiry.quantity', { quantity: item.quantity })}</span>
                </span>
                {payload.withPrice && (
                  <span className="chat-enquiry__price">{item.price === null ? t('enquiry.priceOnRequest') : formatInrWhole(item.price)}</span>
                )}
              </li>
            );
          })}
        </ul>
        {payload.total !== null && (
          <p className="chat-enquiry__total">
            <span>{t('enquiry.total')}</span>
            <span>{formatInrWhole(payload.total)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
