import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'shared';
import { cartLineUnitPrice, cartSubtotal } from 'shared/rules';
import { formatInr } from 'shared/format';

/**
 * Sticky summary: item count, subtotal of the priced lines, and the way on to checkout in the chat. A
 * cart of items whose prices the business hides has no subtotal to show: 'Price on request', not ₹0.
 */
export const CartPageSummary = observer(function CartPageSummary() {
  const { cart } = useStore();
  const navigate = useNavigate();
  const priced = cart.items.some((item) => cartLineUnitPrice(item) !== null);
  return (
    <div className="co-summary">
      <div>
        <span>
          {cart.count} {cart.count === 1 ? 'item' : 'items'}
        </span>
        <strong>{priced || cart.isEmpty ? formatInr(cartSubtotal(cart.items)) : 'Price on request'}</strong>
      </div>
      <button
        type="button"
        className="co-button co-button--primary"
        disabled={cart.isEmpty}
        onClick={() => navigate('/chat?source=cart_summary')}
      >
        Proceed to Checkout
      </button>
    </div>
  );
});
