import { useLocation, useNavigate } from 'react-router-dom';
import { resolveSelection, saveProductActionData, useStore, type ItemSelection, type Product } from 'shared';
import { chatEntryPath, defaultListVariant, isBlockedByStock, isOutOfStock, productActionKind } from 'shared/rules';
import { useT } from '../../i18n/use-t';

export interface ProductActions {
  /**
   * The product's action button: stores what the chat needs (direct-buy item or enquiry, by the
   * product's button type) and opens the chat in that flow: `/chat?source=…` on mobile, the current
   * page with `chat=open&source=…` on desktop.
   */
  runAction: (product: Product, selection?: ItemSelection) => void;
  /** Adds the product to the cart with the selection's variant; the cart refuses what is out of stock. */
  addToCart: (product: Product, selection?: ItemSelection) => void;
}

/** The card's actions, kept out of the view: storage through shared's module, the chat opened through the URL. */
export function useProductActions(): ProductActions {
  const store = useStore();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();

  const runAction = (product: Product, selection?: ItemSelection) => {
    const kind = productActionKind(product);
    const { selectedVariant } = resolveSelection(product, selection);
    if (isBlockedByStock(kind) && isOutOfStock(product, product.variants.find((v) => v._id === selectedVariant))) {
      // the button is disabled then; this guards callers that forget to disable it
      store.ui.notify(t('stock.out'), 'error');
      return;
    }
    const source = saveProductActionData(store.storage, kind, product, selection);
    const { isMobile } = store.ui;
    navigate(chatEntryPath(location, source, isMobile));
    // The host's chat launcher opens the widget from `chat=open`, but only when the URL changes: a second
    // Buy on the same page leaves the URL as it was, so the widget is opened here as well.
    if (!isMobile) store.ui.openChat(source);
  };

  const addToCart = (product: Product, selection: ItemSelection = {}) => {
    const line = store.cart.add(product, {
      quantity: selection.quantity ?? 1,
      // spec: the list card preselects the first variant (the cart's own default is the detail card's)
      selectedVariant: selection.selectedVariant !== undefined ? selection.selectedVariant : (defaultListVariant(product.variants)?._id ?? null),
      ...(selection.selectedPackage !== undefined ? { selectedPackage: selection.selectedPackage } : {}),
    });
    // Spec gives no text for it; a short confirmation so a tap on the icon button is not silent.
    if (line) store.ui.notify(t('cart.added'), 'success', { label: t('cart.view'), run: viewCart });
  };

  /** The cart where the layout keeps it: the cart page on a phone, the chat's cart summary on a computer (as the header's Cart). */
  const viewCart = () => {
    if (store.ui.isMobile) navigate('/cart');
    else store.ui.openChat('cart_summary');
  };

  return { runAction, addToCart };
}
