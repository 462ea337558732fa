import { useT } from '../i18n/use-t';
import type { ProductView } from './use-product-view';

interface Props {
  cart: NonNullable<ProductView['cart']>;
  /** The mobile action bar's round icon button, or the desktop's labelled button. */
  iconOnly?: boolean;
}

/** Adds the chosen variant and quantity to the cart; disabled when out of stock. */
export function AddToCartButton({ cart, iconOnly = false }: Props) {
  const t = useT();
  return (
    <button
      type="button"
      className={iconOnly ? 'sf-pd-cart sf-pd-cart--icon' : 'sf-pd-cart'}
      disabled={cart.disabled}
      onClick={cart.add}
      aria-label={iconOnly ? t('card.addToCart') : undefined}
    >
      <CartIcon />
      {!iconOnly && <span>{t('card.addToCart')}</span>}
    </button>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.6L21 8H6" />
    </svg>
  );
}
