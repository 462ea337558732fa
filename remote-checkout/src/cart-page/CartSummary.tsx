import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { cartSubtotal, formatInr, useStore } from 'shared';

/** Sticky summary: item count, subtotal, and the way on to checkout in the chat. */
export const CartSummary = observer(function CartSummary() {
  const { cart } = useStore();
  const navigate = useNavigate();
  return (
    <div className="co-summary">
      <div>
        <span>
          {cart.count} {cart.count === 1 ? 'item' : 'items'}
        </span>
        <strong>{formatInr(cartSubtotal(cart.items))}</strong>
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
