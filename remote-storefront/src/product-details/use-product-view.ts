import { type ItemSelection, type Product } from 'shared';
import { isBlockedByStock, productActionKind, type ProductActionKind } from 'shared/rules';
import { actionLabel } from '../common/product-card/action-label';
import { useProductActions } from '../common/product-card/use-product-actions';
import { detailPricing, type DetailPricing } from '../common/pricing/detail-pricing';
import { useT } from '../i18n/use-t';
import { detailStock, type DetailStock } from './detail-stock';
import { galleryMedia, type GalleryMedia } from './gallery-media';
import { useProductSelection, type ProductSelection } from './use-product-selection';
import { useShareProduct } from './use-share-product';

export interface ProductView {
  media: GalleryMedia[];
  selection: ProductSelection;
  pricing: DetailPricing;
  stock: DetailStock;
  /** The product's action button (Buy Now, Book Now, an enquiry), by its button type. */
  action: { kind: ProductActionKind; label: string; disabled: boolean; run: () => void };
  /** Add to Cart, for a product with a visible price (a line without a price cannot be totalled). */
  cart: { disabled: boolean; add: () => void } | null;
  share: { share: () => void; copied: boolean };
}

/**
 * Everything both layouts draw from: the choice, what it costs, its stock, and the actions. The
 * actions are the product card's (shared rules and storage: `webOrderItemData` for a direct buy, the
 * enquiry keys otherwise, then the chat in that flow), given the details page's own choice of variant
 * or package and quantity.
 */
export function useProductView(product: Product): ProductView {
  const t = useT();
  const selection = useProductSelection(product);
  const stock = detailStock(product, selection.option, t);
  const { runAction, addToCart } = useProductActions();
  const kind = productActionKind(product);
  const { option, quantity } = selection;
  const choice: ItemSelection = {
    quantity,
    selectedVariant: option?.kind === 'variant' ? option.id : null,
    ...(option?.kind === 'package' ? { selectedPackage: option.id } : {}),
  };
  return {
    media: galleryMedia(product),
    selection,
    pricing: detailPricing(product, option?.id ?? null),
    stock,
    // Spec: out of stock disables add and buy; an enquiry stays open (asking about a restock is fair).
    action: { kind, label: actionLabel(t, product), disabled: isBlockedByStock(kind) && stock.outOfStock, run: () => runAction(product, choice) },
    cart: product.pricing.priceVisible ? { disabled: stock.outOfStock, add: () => addToCart(product, choice) } : null,
    share: useShareProduct(product),
  };
}
