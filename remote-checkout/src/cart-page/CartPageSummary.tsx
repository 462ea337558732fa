import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'shared';
import { cartLineUnitPrice, cartSubtotal } from 'shared/rules';
import { formatInr } from 'shared/format';
import { useT } from '../i18n/use-t';

/**
 * Sticky summary: item count, subtotal of the priced lines, and the way on to checkout in the chat. A
 * cart of items whose prices the business hides has no subtotal to show: 'Price on request', not ₹0.
 */
export const CartPageSummary = observer(function CartPageSummary() {
  const { cart } = useStore();
  const t = useT();
  const navigate = useNavigate();
  const priced = cart.items.some((item) => cartLineUnitPrice(item) !== null);
  return (
    <div className="co-summary">
      <div>
        <span>{t('cart.count', { count: cart.count })}</span>
        <strong>{priced || cart.isEmpty ? formatInr(cartSubtotal(cart.items)) : t('common.priceOnRequest')}</strong>
      </div>
      <button
        type="button"
        className="co-button co-button--primary"
        disabled={cart.isEmpty}
        onClick={() => navigate('/chat?source=cart_summary')}
      >
        {t('cart.proceed')}
      </button>
    </div>
  );
});
