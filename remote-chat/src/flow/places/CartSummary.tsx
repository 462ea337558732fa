import { observer } from 'mobx-react-lite';
import { cartLineTotal, cartSubtotal, formatInrWhole, useStore, type CartItem } from 'shared';

/** The variant or package the customer picked, by name. */
function choiceOf(item: CartItem): string | null {
  const pkg = item.packages.find((p) => p._id === item.selectedPackage);
  if (pkg) return pkg.name;
  return item.variants.find((v) => v._id === item.selectedVariant)?.name ?? null;
}

interface Props {
  /** Back (logged in: to the categories or the topics) or close (a visitor's cart). */
  onBack: () => void;
  /** A visitor's cart: log in to go on; absent for a logged-in customer. */
  onLogin?: () => void;
}

/**
 * The cart summary view: the cart's lines with what was picked, quantity and price, and the subtotal.
 * Ordering from it (addresses, Create Order) comes with the checkout; until then it shows the cart as it is.
 */
export const CartSummary = observer(function CartSummary({ onBack, onLogin }: Props) {
  const { cart } = useStore();
  return (
    <div className="chat-view">
      <div className="chat-view-bar">
        <button type="button" className="chat-icon-button" aria-label="Back" onClick={onBack}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3 className="chat-view-bar__title">Cart Summary</h3>
      </div>
      {cart.isEmpty ? (
        <p className="chat-view__status">Your cart is empty</p>
      ) : (
        <>
          <ul className="chat-lines" aria-label="Cart items">
            {cart.items.map((item) => {
              const choice = choiceOf(item);
              const total = cartLineTotal(item);
              return (
                <li key={cart.keyOf(item)} className="chat-line">
                  {item.images[0] && <img className="chat-line__image" src={item.images[0]} alt="" loading="lazy" width={48} height={48} />}
                  <span className="chat-line__text">
                    <strong>{item.name}</strong>
                    {choice && <small>{choice}</small>}
                    <small>Qty {item.quantity}</small>
                  </span>
                  <span className="chat-line__price">{total === null ? 'Price on request' : formatInrWhole(total)}</span>
                </li>
              );
            })}
          </ul>
          <p className="chat-lines__total">
            <span>Subtotal</span> <strong>{formatInrWhole(cartSubtotal(cart.items))}</strong>
          </p>
        </>
      )}
      {onLogin && (
        <button type="button" className="chat-primary-button" onClick={onLogin}>
          Login to Checkout
        </button>
      )}
    </div>
  );
});
