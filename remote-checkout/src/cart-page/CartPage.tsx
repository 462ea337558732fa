import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_SKELETON_MIN_MS, useStore } from 'shared';
import { CartEmpty } from './CartEmpty';
import { CartLine } from './CartLine';
import { CartSkeleton } from './CartSkeleton';
import { CartSummary } from './CartSummary';
import { useMinimumDelay } from './use-minimum-delay';
import '../styles/cart-page.css';

export interface CartPageProps {
  /** The owner previewing in edit mode stays on the page even on desktop. */
  editMode?: boolean;
}

/** The full cart page (mobile): loading, empty and populated states over the shared cart store. */
const CartPage = observer(function CartPage({ editMode = false }: CartPageProps) {
  const { cart, ui } = useStore();
  const navigate = useNavigate();
  const loading = useMinimumDelay(CART_SKELETON_MIN_MS);
  const desktop = !ui.isMobile;

  useEffect(() => {
    if (desktop && !editMode) navigate('/', { replace: true });
  }, [desktop, editMode, navigate]);

  if (desktop && !editMode) {
    return <p className="co-mobile-only">This Page Only Available For Mobile View</p>;
  }
  return (
    <section className="co-cart" aria-labelledby="cart-title">
      <header className="co-cart__header">
        <button type="button" className="co-icon-button" aria-label="Back" onClick={() => navigate(-1)}>
          ‹
        </button>
        <h1 id="cart-title">Shopping Cart</h1>
      </header>
      {loading ? (
        <CartSkeleton />
      ) : cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          <ul className="co-cart__lines">
            {cart.items.map((item) => (
              <CartLine key={cart.keyOf(item)} item={item} />
            ))}
          </ul>
          <CartSummary />
        </>
      )}
    </section>
  );
});

export default CartPage;
