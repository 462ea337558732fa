import { observer } from 'mobx-react-lite';
import { type Product } from 'shared';
import { isBlockedByStock, productActionKind } from 'shared/rules';
import { useT } from '../../i18n/use-t';
import { actionLabel } from './action-label';
import { useProductActions } from './use-product-actions';

interface Props {
  product: Product;
  outOfStock: boolean;
}

/**
 * The card's buttons: Add to Cart and the product's action (Buy Now, Book Now, Chat Now, Contact Us, the
 * owner's label). A product without a visible price offers only 'Send Enquiry Request' (no cart: a line
 * without a price cannot be totalled). Out of stock disables add and buy, never an enquiry.
 */
export const ProductCardActions = observer(function ProductCardActions({ product, outOfStock }: Props) {
  const t = useT();
  const { runAction, addToCart } = useProductActions();
  const kind = productActionKind(product);
  const label = actionLabel(t, product);
  const canAdd = product.pricing.priceVisible;
  return (
    <div className="sf-product-card__actions">
      {canAdd && (
        <button
          type="button"
          className="sf-card-button sf-card-button--icon"
          aria-label={t('card.addToCart')}
          title={t(outOfStock ? 'stock.out' : 'card.addToCart')}
          disabled={outOfStock}
          onClick={() => addToCart(product)}
        >
          <CartIcon />
        </button>
      )}
      <button
        type="button"
        className={`sf-card-button sf-card-button--${kind === 'direct_buy' ? 'buy' : 'enquiry'}`}
        disabled={outOfStock && isBlockedByStock(kind)}
        onClick={() => runAction(product)}
      >
        {label}
      </button>
    </div>
  );
});

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.6L21 8H6" />
      <path d="M14 10v4M12 12h4" />
    </svg>
  );
}
