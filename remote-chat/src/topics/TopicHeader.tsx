import { observer } from 'mobx-react-lite';
import { useStore } from 'shared';
import { badgeCount } from 'shared/rules';
import { useT } from '../i18n/use-t';

interface Props {
  title: string;
  onBack: () => void;
  /** Shows the cart button with the item count (item lists). */
  onCart?: () => void;
}

/** The bar over a topic view: Back, the view's title and, on item lists, the cart with its count. */
export const TopicHeader = observer(function TopicHeader({ title, onBack, onCart }: Props) {
  const { cart } = useStore();
  const t = useT();
  return (
    <div className="chat-view-bar">
      <button type="button" className="chat-icon-button" aria-label={t('topics.back')} onClick={onBack}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h3 className="chat-view-bar__title">{title}</h3>
      {onCart && (
        <button type="button" className="chat-cart-button" aria-label={t('topics.cartLabel', { count: cart.count })} onClick={onCart}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="9.5" cy="20" r="1.5" fill="currentColor" />
            <circle cx="17" cy="20" r="1.5" fill="currentColor" />
          </svg>
          <span>{t('topics.cart')}</span>
          {cart.count > 0 && (
            <span className="count-badge" aria-hidden="true">
              {badgeCount(cart.count)}
            </span>
          )}
        </button>
      )}
    </div>
  );
});
