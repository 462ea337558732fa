import { Link } from 'react-router-dom';

export function CartEmpty() {
  return (
    <div className="co-empty">
      <h2>Your cart is empty</h2>
      <p>Start shopping to add items to your cart</p>
      <Link className="co-button co-button--primary" to="/">
        Continue Shopping
      </Link>
    </div>
  );
}
