import { useT } from '../i18n/use-t';

/** Three placeholder rows while the cart loads. */
export function CartSkeleton() {
  const t = useT();
  return (
    <ul className="co-cart__lines" aria-busy="true" aria-label={t('cart.loading')}>
      {[0, 1, 2].map((row) => (
        <li key={row} className="co-line co-line--skeleton" data-testid="cart-skeleton-row" />
      ))}
    </ul>
  );
}
