/** A visitor's way on from a cart or Buy Now summary: the login, after which the same summary comes back with the server's totals. */
export function LoginToCheckout({ onLogin }: { onLogin?: (() => void) | undefined }) {
  if (!onLogin) return null;
  return (
    <div className="checkout-actions">
      <button type="button" className="checkout-primary-button" onClick={onLogin}>
        Login to Checkout
      </button>
    </div>
  );
}
