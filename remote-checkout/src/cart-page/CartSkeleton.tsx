/** Three placeholder rows while the cart loads. */
export function CartSkeleton() {
  return (
    <ul className="co-cart__lines" aria-busy="true" aria-label="Loading cart">
      {[0, 1, 2].map((row) => (
        <li key={row} className="co-line co-line--skeleton" data-testid="cart-skeleton-row" />
      ))}
    </ul>
  );
}
